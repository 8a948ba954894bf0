import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ExamKind } from '@study-portal/api';
import { examPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { freshExamState } from '../testing/examStoryState';
import { ExamReviewScreen } from './ExamReviewScreen';

function ReviewAs({ path, kinds, title }: { path: string; kinds: ExamKind[]; title: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <ExamReviewScreen kinds={kinds} title={title} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Exams/ExamReview',
  component: ReviewAs,
  args: { path: '/projectReviewQuest?recordId=rec-learner-exam-class-002-1', kinds: ['class'], title: '专题班考试解析' },
  parameters: { layout: 'padded' },
  beforeEach: () => freshExamState(),
} satisfies Meta<typeof ReviewAs>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };

export const ClassExamReview: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '2025年度公务员初任培训网上班测评' }, wait)).toBeVisible();
    await expect(canvas.getByText('通过')).toBeVisible();
    await expect(canvas.getAllByText('回答正确')).toHaveLength(4);
    await expect(canvas.getByText(/你的答案：A；正确答案：C/)).toBeVisible();
  },
};

export const ClassExamReviewInteraction: Story = {
  ...ClassExamReview,
  name: 'Test: Class Exam Review',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ClassExamReview.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('checkbox', { name: '只看答错的题' }));
    await expect(canvas.queryAllByText('回答正确')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { level: 3, name: /第 4 题/ })).toBeVisible();
  },
};

export const BestAttemptOfAClass: Story = {
  args: { path: '/projectReviewQuest?tbtpId=tbtp-05' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '答题解析' }, wait)).toBeVisible();
  },
};

export const ClassExamReviewBlueTheme: Story = { globals: { theme: 'blue' } };

export const ClassExamReviewElderMode: Story = { globals: { elder: true } };

export const NotSubmittedYet: Story = {
  args: { path: '/spiceAnswer/reviewQuest?examId=exam-fun-001', kinds: ['fun'], title: '趣味答题解析' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有交卷的记录，交卷后才能查看答题解析。', {}, wait)).toBeVisible();
  },
};

export const ChooseAnExam: Story = {
  args: { path: '/solidify/textQuest', kinds: ['mock', 'formal'], title: '测验解析' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '测验解析：考试列表' }, wait)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.review, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载答题解析')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.review, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('答题解析数据加载失败');
  },
};
