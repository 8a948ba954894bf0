import type { Meta, StoryObj } from '@storybook/react-vite';
import { courseDiscussionPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok, refuse } from '@study-portal/api/mocks';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { UnknownCourseScreen } from '../UnknownCourseScreen';
import { CourseDiscussionScreen } from './CourseDiscussionScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function DiscussionPage() {
  const { pathname } = useLocation();
  return pathname === '/errorShare' ? <UnknownCourseScreen /> : <CourseDiscussionScreen />;
}

function CourseDiscussionAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <DiscussionPage />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/CourseDiscussion',
  component: CourseDiscussionAt,
  args: { path: '/discussRoom?id=c01' },
  parameters: { layout: 'padded' },
  // Posting changes the shared fake backend: each story starts afresh.
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof CourseDiscussionAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '课程讨论' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '习近平新时代中国特色社会主义思想概论' })).toHaveAttribute('href', '/coursedetail?id=c01');
    const list = await canvas.findByRole('list', { name: '讨论列表' });
    await expect(within(list).getByText('建议配套一份思维导图，便于复习。')).toBeVisible();
  },
};

export const LearnerInteraction: Story = {
  ...Learner,
  name: 'Test: Learner',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Learner.play!(context);
    const { canvas } = context;
    const list = await canvas.findByRole('list', { name: '讨论列表' });
    const field = canvas.getByRole('textbox', { name: /讨论内容/ });
    await userEvent.click(canvas.getByRole('button', { name: '发表' }));
    await expect(await canvas.findByText('请输入讨论内容')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, '联系实际，学以致用。');
    await userEvent.click(canvas.getByRole('button', { name: '发表' }));
    await expect(await canvas.findByText('发表成功')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(await within(list).findByText('联系实际，学以致用。')).toBeVisible();
  },
};

export const HostileComments: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<script>alert(1)</script><a href="javascript:alert(1)">点我</a>')).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('[onerror], script, a[href^="javascript"]')).toBeNull();
  },
};

export const RefusedKeepsTheText: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(courseDiscussionPaths.save, () => refuse('讨论功能维护中，请稍后再试')));
  },
};

export const RefusedKeepsTheTextInteraction: Story = {
  ...RefusedKeepsTheText,
  name: 'Test: Refused Keeps The Text',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /讨论内容/ });
    await userEvent.type(field, '这段体会不能丢。');
    await userEvent.click(canvas.getByRole('button', { name: '发表' }));
    await expect(await canvas.findByText('讨论功能维护中，请稍后再试')).toBeVisible();
    await expect(field).toHaveValue('这段体会不能丢。');
  },
};

export const TooLong: Story = {
  name: 'Test: Too Long',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /讨论内容/ });
    await userEvent.click(field);
    await userEvent.paste('学'.repeat(501));
    await expect(canvas.getByText('501/500字')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发表' }));
    await expect(await canvas.findByText('讨论内容不能超过500字')).toBeVisible();
    await expect(field).toHaveValue('学'.repeat(501));
  },
};

export const NoCommentsYet: Story = {
  args: { path: '/discussRoom?id=c02' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const ManyComments: Story = {
  beforeEach: ({ msw }) => {
    const comments = Array.from({ length: 10 }, (_, index) => ({
      id: `many-${index}`,
      author: `学员${index + 1}`,
      orgName: '示例单位',
      time: '2026-03-01 09:00:00',
      text: `第${index + 1}条讨论`,
    }));
    msw.use(contractHttp.post(courseDiscussionPaths.list, () => ok({ data: comments, count: 35 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('第1条讨论')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '讨论分页' })).toBeVisible();
  },
};

export const ManyCommentsInteraction: Story = {
  ...ManyComments,
  name: 'Test: Many Comments',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ManyComments.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '第 4 页' }));
    await expect(await canvas.findByRole('button', { name: '第 4 页', current: 'page' })).toBeVisible();
  },
};

export const MissingCourse: Story = {
  args: { path: '/discussRoom?id=gone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '课程不存在' })).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(courseDiscussionPaths.list, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载讨论')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(courseDiscussionPaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('讨论数据加载失败');
  },
};
