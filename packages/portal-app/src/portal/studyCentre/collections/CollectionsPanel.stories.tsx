import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyCentrePaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Collections',
  component: StudyCentreAt,
  args: { tab: 'collections' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collected: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '我的收藏' }, firstLoad);
    const remove = within(list).getAllByRole('button', { name: /^取消收藏《/ })[0]!;
    // The action is part of its course's card.
    await expect(within(within(list).getAllByRole('article')[0]!).getByRole('button', { name: /^取消收藏《/ })).toBe(remove);
  },
};

export const CollectedInteraction: Story = {
  ...Collected,
  name: 'Test: Collected',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    const list = await context.canvas.findByRole('list', { name: '我的收藏' }, firstLoad);
    const before = within(list).getAllByRole('listitem').length;
    await Collected.play!(context);
    const remove = within(list).getAllByRole('button', { name: /^取消收藏《/ })[0]!;
    await userEvent.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: '取消收藏' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await expect(await screen.findByText('已取消收藏', { selector: 'div' })).toBeVisible();
    await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(before - 1));
  },
};

export const NothingCollected: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myCollect, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有收藏的课程', {}, firstLoad)).toBeVisible();
  },
};

export const CollectionsUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myCollect, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('收藏数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.myCollect, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '我的收藏', level: 2 }, firstLoad)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '我的收藏' })).toBeNull();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
