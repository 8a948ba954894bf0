import type { Meta, StoryObj } from '@storybook/react-vite';
import { letterPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';
import { hostileScenario } from '../../../testing/storyScenario';

const meta = {
  title: 'Portal/StudyCentre/Letters',
  component: StudyCentreAt,
  args: { tab: 'letters' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadsALetter: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 13 条，未读 4 条', {}, firstLoad)).toBeVisible();
    const list = canvas.getByRole('list', { name: '消息' });
    // Unread first, newest first.
    const first = within(list).getAllByRole('link')[0]!;
    await expect(first).toHaveTextContent('未读专题班学习进度提醒');
  },
};

export const ReadsALetterInteraction: Story = {
  ...ReadsALetter,
  name: 'Test: Reads A Letter',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ReadsALetter.play!(context);
    const { canvas } = context;
    const list = canvas.getByRole('list', { name: '消息' });
    await userEvent.click(within(list).getByRole('link', { name: /专题班学习进度提醒/ }));
    const heading = await canvas.findByRole('heading', { name: '专题班学习进度提醒', level: 2 });
    await expect(heading).toHaveFocus();
    await expect(await canvas.findByText('共 13 条，未读 3 条')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看详情' })).toHaveAttribute('href', '/projectDetail?id=tbtp-08');
  },
};

export const HostileLetter: Story = {
  beforeEach: hostileScenario,
  args: { query: 'letterId=letter-014-hostile' },
  play: async ({ canvas }) => {
    const detail = await canvas.findByRole('region', { name: '消息内容' }, firstLoad);
    await expect(await within(detail).findByText('这是一条用于安全测试的消息。')).toBeVisible();
    // The script, the onerror image and the javascript: links are gone.
    await expect(detail.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
    await expect(within(detail).queryByRole('link', { name: '查看详情' })).toBeNull();
    await expect(within(detail).getByText('发件人：<b onmouseover=alert(1)>演示发件人</b>')).toBeVisible();
  },
};

export const HostileLetterInTheList: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 14 条，未读 5 条', {}, firstLoad)).toBeVisible();
    // The newest unread letter is the hostile one; its title is plain text.
    const first = within(canvas.getByRole('list', { name: '消息' })).getAllByRole('link')[0]!;
    await expect(first).toHaveTextContent('未读<script>alert(1)</script>安全演示消息');
  },
};

export const NoLetters: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(letterPaths.page, () => ok({ data: [], count: 0 })), contractHttp.post(letterPaths.unreadCount, () => ok(0)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无消息', {}, firstLoad)).toBeVisible();
  },
};

export const LettersUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(letterPaths.page, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('消息数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(letterPaths.page, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载消息', {}, firstLoad)).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
