import type { Meta, StoryObj } from '@storybook/react-vite';
import { surveyPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { SurveyResultsScreen } from './SurveyResultsScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function EvaluationAs({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <SurveyResultsScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Exams/SurveyResults',
  component: EvaluationAs,
  args: { path: '/evaluationPreview?id=survey-002' },
  parameters: { layout: 'padded' },
  beforeEach: () => mockDb.reset(),
} satisfies Meta<typeof EvaluationAs>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '学习贯彻党的二十大精神网上专题班培训评估' }, wait)).toBeVisible();
    await expect(canvas.getByText('共 86 人提交')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'A. 非常满意：57%' })).toBeVisible();
    await expect(canvas.getByText('希望结业考试前提供模拟练习。')).toBeVisible();
    const fill = canvas.getByRole('link', { name: '填写问卷' });
    await expect(fill).toHaveAttribute('href', '/preview?id=survey-002');
  },
};

export const ResultsInteraction: Story = {
  ...Results,
  name: 'Test: Results',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Results.play!(context);
    const { canvas } = context;
    const fill = canvas.getByRole('link', { name: '填写问卷' });
    fill.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '返回问卷列表' })).toHaveFocus();
  },
};

export const HostileAnswersShownAsText: Story = {
  beforeEach: hostileScenario,
  args: { path: '/evaluationPreview?id=survey-003-hostile' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>', {}, wait)).toBeVisible();
  },
};

export const ResultsBlueTheme: Story = { globals: { theme: 'blue' } };

export const ResultsElderMode: Story = { globals: { elder: true } };

export const NoQuestions: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(surveyPaths.evaluation, () =>
        ok({ surveyId: 'survey-002', title: '学习贯彻党的二十大精神网上专题班培训评估', kind: 'evaluation', tbtpName: null, respondentCount: 0, submitted: false, questions: [] }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据', {}, wait)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(surveyPaths.evaluation, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载问卷结果')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(surveyPaths.evaluation, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('问卷结果数据加载失败');
  },
};
