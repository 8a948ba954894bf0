import type { Meta, StoryObj } from '@storybook/react-vite';
import { letterPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreHarness } from '../testing/StudyCentreHarness';
import { LetterCentreScreen } from './LetterCentreScreen';

function MessageCentreAt({ query }: { query: string }) {
  return (
    <StudyCentreHarness path={`/messageCenter${query}`}>
      <LetterCentreScreen />
    </StudyCentreHarness>
  );
}

const meta = {
  title: 'Portal/StudyCentre/LetterCentre',
  component: MessageCentreAt,
  args: { query: '' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof MessageCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Letters: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '消息中心', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('共 13 条，未读 4 条')).toBeVisible();
    await expect(canvas.getByText('请从左侧列表选择一条消息查看')).toBeVisible();
  },
};

export const LettersInteraction: Story = {
  ...Letters,
  name: 'Test: Letters',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Letters.play!(context);
    const { canvas } = context;
    const list = canvas.getByRole('list', { name: '消息' });
    const letter = within(list).getByRole('link', { name: /专题班结业考试提醒/ });
    await userEvent.click(letter);
    await expect(await canvas.findByRole('heading', { name: '专题班结业考试提醒', level: 2 })).toHaveFocus();
    await expect(await canvas.findByText('共 13 条，未读 3 条')).toBeVisible();
    await expect(within(list).getByRole('link', { name: /专题班结业考试提醒/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const OpenedByAddress: Story = {
  args: { query: '?id=letter-003' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '平台将于2月22日凌晨进行系统维护', level: 2 })).toBeVisible();
    await expect(canvas.getByText('发送时间：2026-02-20 17:30:00')).toBeVisible();
  },
};

export const LetterGone: Story = {
  args: { query: '?id=letter-999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('消息数据加载失败');
  },
};

export const NoLetters: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(letterPaths.page, () => ok({ data: [], count: 0 })), contractHttp.post(letterPaths.unreadCount, () => ok(0)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无消息')).toBeVisible();
  },
};

export const LettersUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(letterPaths.page, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('消息数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(letterPaths.page, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载消息')).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { args: { query: '?id=letter-001' }, globals: { theme: 'blue' } };
export const ElderMode: Story = { args: { query: '?id=letter-001' }, globals: { elder: true } };
