import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths, userExamPaths } from '@study-portal/api';
import { classStandingOf, contractHttp, demoTbtpClasses, mockDb, ok } from '@study-portal/api/mocks';
import { Route, Routes } from 'react-router-dom';
import { RedirectKeepingQuery } from '../../shared/routeTable/RedirectKeepingQuery';
import { expect, userEvent, within } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ClassFileScreen } from './ClassFileScreen';
import { CompletionTab } from './CompletionTab';
import { ExcellentProgressTab } from './ExcellentProgressTab';
import { MyClassTab } from './MyClassTab';
import { MyExamTab } from './MyExamTab';

function ClassFileAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <Routes>
        <Route path="/projectDetailCxda" element={<ClassFileScreen />}>
          <Route index element={<RedirectKeepingQuery to="/projectDetailCxda/myClass" />} />
          <Route path="myClass" element={<MyClassTab />} />
          <Route path="myExam" element={<MyExamTab />} />
          <Route path="completionSchedule" element={<CompletionTab />} />
          <Route path="excellentProgress" element={<ExcellentProgressTab />} />
        </Route>
      </Routes>
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/ClassFile',
  component: ClassFileAt,
  // tbtp-04: the learner is enrolled, 5 of 6 hours.
  args: { path: '/projectDetailCxda/myClass?id=tbtp-04' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClassFileAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const exams = [
  {
    examId: 'exam-open',
    examName: '结业测试',
    tbtpId: 'tbtp-04',
    startTime: '2026-03-10 00:00:00',
    endTime: '2026-06-10 23:59:59',
    timeLimitSeconds: 3600,
    totalScore: 100,
    passMark: 60,
    maxAttempts: 3,
    attemptsUsed: 1,
    bestScore: 55,
    passed: false,
    status: '进行中',
  },
  {
    examId: 'exam-closed',
    examName: '阶段测验',
    tbtpId: 'tbtp-04',
    startTime: '2026-03-01 00:00:00',
    endTime: '2026-03-09 23:59:59',
    timeLimitSeconds: null,
    totalScore: 50,
    passMark: 30,
    maxAttempts: null,
    attemptsUsed: 0,
    bestScore: null,
    passed: false,
    status: '已结束',
  },
];

export const MyClass: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '我的班级', level: 2 })).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: '成长档案' });
    await expect(within(tabs).getByRole('link', { name: '我的班级' })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getByRole('link', { name: '我的考试' })).toHaveAttribute('href', '/projectDetailCxda/myExam?id=tbtp-04');
    // The hours still to earn: the class's hours less those of its courses the learner finished.
    const item = demoTbtpClasses.find((candidate) => candidate.tbtpId === 'tbtp-04')!;
    const toGo = Math.round((item.requiredHours - classStandingOf(mockDb, item, 'learner').earnedHours) * 100) / 100;
    await expect(await canvas.findByText(`距结业还需 ${toGo} 学时。`)).toBeVisible();
  },
};

export const MyClassInteraction: Story = {
  ...MyClass,
  name: 'Test: My Class',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await MyClass.play!(context);
    const { canvas } = context;
    const tabs = canvas.getByRole('navigation', { name: '成长档案' });
    await userEvent.click(within(tabs).getByRole('link', { name: '优秀进度' }));
    await expect(await canvas.findByRole('region', { name: '学习进度前十名' })).toBeVisible();
    await expect(within(tabs).getByRole('link', { name: '优秀进度' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OpensOnMyClass: Story = {
  args: { path: '/projectDetailCxda?id=tbtp-04' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '我的学习' })).toBeVisible();
  },
};

export const MyExams: Story = {
  args: { path: '/projectDetailCxda/myExam?id=tbtp-04' },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userExamPaths.userExams, () => ok({ datalist: exams, totalelements: 2 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: '结业测试' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '再次考试：结业测试' })).toHaveAttribute('href', '/projectStartExam?id=tbtp-04&examId=exam-open');
    await expect(canvas.getByRole('link', { name: '查看答卷：结业测试' })).toHaveAttribute('href', '/projectReviewQuest?id=tbtp-04&examId=exam-open');
    await expect(canvas.getByText('未通过')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '不限时' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /阶段测验/ })).toBeNull();
  },
};

export const NoExams: Story = {
  // tbtp-08: the learner is enrolled; the class has no exam.
  args: { path: '/projectDetailCxda/myExam?id=tbtp-08' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const CompletionSchedule: Story = {
  args: { path: '/projectDetailCxda/completionSchedule?id=tbtp-04' },
  play: async ({ canvas }) => {
    const courses = await canvas.findByRole('region', { name: '课程完成明细' });
    await expect(within(courses).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('progressbar', { name: '必修学时完成进度' })).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Graduated: Story = {
  args: { path: '/projectDetailCxda/completionSchedule?id=tbtp-05' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已结业')).toBeVisible();
    await expect(canvas.getByText('您已完成本班全部学时要求。')).toBeVisible();
  },
};

export const NotEnrolled: Story = {
  args: { path: '/projectDetailCxda/myClass?id=tbtp-09' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('您尚未报名该专题班，报名后即可查看成长档案')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '成长档案' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.schedule, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学习进度')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { path: '/projectDetailCxda/excellentProgress?id=tbtp-04' },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.excellent, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('优秀进度数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

export const MyExamsElderMode: Story = { ...MyExams, play: undefined, globals: { elder: true } };
