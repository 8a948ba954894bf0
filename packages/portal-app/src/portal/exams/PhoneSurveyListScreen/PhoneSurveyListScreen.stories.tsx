import type { Meta, StoryObj } from '@storybook/react-vite';
import { surveyPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { PhoneSurveyListScreen } from './PhoneSurveyListScreen';
import { hostileScenario } from '../../../testing/storyScenario';

const path = surveyPaths.list;

function H5QuestionPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/h5Question">
      <PhoneSurveyListScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Exams/PhoneSurveyList',
  component: H5QuestionPage,
  parameters: { layout: 'padded', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof H5QuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surveys: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '问卷列表' });
    const open = within(list).getByRole('link', { name: '2026年度干部教育培训需求调查问卷' });
    await expect(open).toHaveAttribute('href', '/preview?id=survey-001');
    await expect(within(list).queryByText('基层治理能力提升网上专题班培训评估')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: /我的问卷（\d+份待填写）/ })).toBeVisible();
  },
};

export const SurveysInteraction: Story = {
  ...Surveys,
  name: 'Test: Surveys',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Surveys.play!(context);
    const { canvas } = context;
    const list = await canvas.findByRole('list', { name: '问卷列表' });
    const links = within(list).getAllByRole('link');
    links[0]!.focus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const HostileTitleShownAsText: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: '问卷列表' });
    await expect(within(list).getByRole('link', { name: '<script>alert(1)</script>平台使用体验调查' })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const NotOpenYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(path, () =>
        ok([{ surveyId: 's-up', title: '下季度问卷', kind: 'questionnaire', startTime: '2026-07-01 00:00:00', endTime: '2026-07-31 23:59:59', questionCount: 5, submitted: false, availability: 'upcoming' }]),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('下季度问卷')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '下季度问卷' })).toBeNull();
    await expect(canvas.getByText('未开始')).toBeVisible();
  },
};

export const NoSurveys: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无问卷')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载问卷')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('问卷数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
