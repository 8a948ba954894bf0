import type { Meta, StoryObj } from '@storybook/react-vite';
import { famousTeacherPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { FamousTeacherScreen } from '../FamousTeacherScreen';
import { FamousTeachersScreen } from './FamousTeachersScreen';

// The list and the teacher's page, so following a name can be shown.
function LectureHall() {
  const { pathname } = useLocation();
  return pathname === '/masterLectureHall/info' ? <FamousTeacherScreen /> : <FamousTeachersScreen />;
}

function LectureHallPage({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <LectureHall />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/FamousTeachers',
  component: LectureHallPage,
  args: { path: '/masterLectureHall/list' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LectureHallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '名师讲堂' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: '名师列表' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('研究领域：数字政府、数据治理、人工智能与公共服务')).toBeVisible();
  },
};

export const LearnerInteraction: Story = {
  ...Learner,
  name: 'Test: Learner',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Learner.play!(context);
    const { canvas } = context;
    const list = await canvas.findByRole('list', { name: '名师列表' });
    await userEvent.click(within(list).getByRole('link', { name: '王建国' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '王建国' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: '主讲课程' })).toBeVisible();
  },
};

export const ManyTeachers: Story = {
  beforeEach: ({ msw }) => {
    const teachers = Array.from({ length: 9 }, (_, index) => ({ id: `f${index}`, teacher: `名师${index + 1}`, teacherPosition: '教授', courseCount: index }));
    msw.use(contractHttp.post(famousTeacherPaths.list, () => ok({ data: teachers, count: 20 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '名师9' })).toBeVisible();
  },
};

export const ManyTeachersInteraction: Story = {
  ...ManyTeachers,
  name: 'Test: Many Teachers',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ManyTeachers.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(await canvas.findByRole('button', { name: '第 2 页', current: 'page' })).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(famousTeacherPaths.list, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(famousTeacherPaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('名师数据加载失败');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(famousTeacherPaths.list, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};
