import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp, mockDb } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorShareStandIn } from '../ErrorShareStandIn';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { SharedCourseScreen } from './SharedCourseScreen';
import { sharedCoursePages } from './sharedCoursePages';
import { hostileScenario } from '../../../testing/storyScenario';

function SharedAt({ path }: { path: string }) {
  return (
    <ScreenHarness path={path}>
      <ErrorShareStandIn>
        <SharedCourseScreen {...sharedCoursePages.sharedImageText} />
      </ErrorShareStandIn>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Study/SharedImageText',
  component: SharedAt,
  args: { path: '/contentShareBook?id=c04' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof SharedAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SharedImageText: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '以中国式现代化全面推进强国建设、民族复兴伟业' })).toBeVisible();
    await expect(canvas.getByText('推进中国式现代化，必须坚持和加强党的全面领导。')).toBeVisible();
    const invitation = canvas.getByRole('region', { name: '参加学习' });
    await expect(invitation).toHaveTextContent('在此阅读不记录学习进度，也不计学时。');
    const login = within(invitation).getByRole('link', { name: '登录学习' });
    await expect(login).toHaveAttribute('href', '/imagetext?id=c04');
  },
};

export const SharedImageTextInteraction: Story = {
  ...SharedImageText,
  name: 'Test: Shared Image Text',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SharedImageText.play!(context);
    const { canvas } = context;
    const invitation = canvas.getByRole('region', { name: '参加学习' });
    const login = within(invitation).getByRole('link', { name: '登录学习' });
    await userEvent.tab();
    await expect(login).toHaveFocus();
  },
};

export const SharedImageTextBlueTheme: Story = { ...SharedImageText, globals: { theme: 'blue' } };

export const SharedImageTextBlueThemeInteraction: Story = {
  ...SharedImageTextBlueTheme,
  name: 'Test: Shared Image Text Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: SharedImageTextInteraction.play,
};

export const SharedImageTextElderMode: Story = { ...SharedImageText, globals: { elder: true } };

export const SharedImageTextElderModeInteraction: Story = {
  ...SharedImageTextElderMode,
  name: 'Test: Shared Image Text Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: SharedImageTextInteraction.play,
};

export const HostileBody: Story = {
  beforeEach: hostileScenario,
  args: { path: '/contentShareBook?id=c-article-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('第一章 党员')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, img[onerror], a[href^="javascript"]')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程')).toBeInTheDocument();
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
  args: { path: '/contentShareBook?id=no-such-course' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '分享的课程不存在（/errorShare）' })).toBeVisible();
  },
};
