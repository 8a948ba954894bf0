import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp, mockDb } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorShareStandIn } from '../ErrorShareStandIn';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { SharedCourseScreen } from './SharedCourseScreen';
import { sharedCoursePages } from './sharedCoursePages';

function OpenAt({ path }: { path: string }) {
  return (
    <ScreenHarness path={path}>
      <ErrorShareStandIn>
        <SharedCourseScreen {...sharedCoursePages.openVideo} />
      </ErrorShareStandIn>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Study/OpenVideo',
  component: OpenAt,
  args: { path: '/openSeeView?id=c17' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof OpenAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const courseName = '人工智能赋能政务服务';

export const OpenViewing: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: courseName })).toBeVisible();
    const notes = canvas.getByRole('region', { name: '观看说明' });
    await expect(notes).toHaveTextContent('在此观看不记录学习进度，也不计学时。');
    await expect(within(notes).getByRole('link', { name: '登录学习' })).toHaveAttribute('href', '/subcourse?id=c17');
  },
};

export const OpenViewingInteraction: Story = {
  ...OpenViewing,
  name: 'Test: Open Viewing',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await OpenViewing.play!(context);
    const { canvas } = context;
    await userEvent.tab();
    await expect(canvas.getByLabelText(courseName)).toHaveFocus();
  },
};

export const OpenViewingBlueTheme: Story = { ...OpenViewing, globals: { theme: 'blue' } };

export const OpenViewingBlueThemeInteraction: Story = {
  ...OpenViewingBlueTheme,
  name: 'Test: Open Viewing Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: OpenViewingInteraction.play,
};

export const OpenViewingElderMode: Story = { ...OpenViewing, globals: { elder: true } };

export const OpenViewingElderModeInteraction: Story = {
  ...OpenViewingElderMode,
  name: 'Test: Open Viewing Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: OpenViewingInteraction.play,
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: '课程观看' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程数据加载失败');
  },
};

export const UnknownCourse: Story = {
  args: { path: '/openSeeView?id=no-such-course' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '分享的课程不存在（/errorShare）' })).toBeVisible();
  },
};
