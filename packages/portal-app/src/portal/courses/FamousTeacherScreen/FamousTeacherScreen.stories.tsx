import type { Meta, StoryObj } from '@storybook/react-vite';
import { famousTeacherPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { FamousTeacherScreen } from './FamousTeacherScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function TeacherPage({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <FamousTeacherScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/FamousTeacher',
  component: TeacherPage,
  args: { path: '/masterLectureHall/info?id=t02' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TeacherPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '李红梅' })).toBeVisible();
    await expect(canvas.getByText('全国三八红旗手')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '李红梅的照片' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '党史学习教育专题讲座' })).toHaveAttribute('href', '/coursedetail?id=c06');
  },
};

export const HostileCourseInTheList: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '李红梅' })).toBeVisible();
    // A hostile course record in her list stays text.
    await expect(await canvas.findByRole('link', { name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
  },
};

export const ManyCourses: Story = {
  beforeEach: ({ msw }) => {
    const courses = Array.from({ length: 8 }, (_, index) => ({ id: `m${index}`, name: `专题课程${index + 1}`, resourceType: 'VIDEO', creditHour: 1 }));
    msw.use(contractHttp.post(famousTeacherPaths.courses, () => ok({ data: courses, count: 20 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '专题课程8' })).toBeVisible();
  },
};

export const ManyCoursesInteraction: Story = {
  ...ManyCourses,
  name: 'Test: Many Courses',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ManyCourses.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(await canvas.findByRole('button', { name: '第 3 页', current: 'page' })).toBeVisible();
  },
};

export const UnknownTeacher: Story = {
  args: { path: '/masterLectureHall/info?id=nobody' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '名师不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回名师讲堂' })).toHaveAttribute('href', '/masterLectureHall/list');
  },
};

export const WithoutCourses: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(famousTeacherPaths.courses, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(famousTeacherPaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载名师')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(famousTeacherPaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('名师数据加载失败');
  },
};
