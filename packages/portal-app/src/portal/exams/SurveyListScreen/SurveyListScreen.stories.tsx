import type { Meta, StoryObj } from '@storybook/react-vite';
import { surveyPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { SurveyListScreen } from './SurveyListScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function ListAs({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <SurveyListScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Exams/SurveyList',
  component: ListAs,
  args: { path: '/previewList' },
  parameters: { layout: 'padded' },
  beforeEach: () => mockDb.reset(),
} satisfies Meta<typeof ListAs>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };

export const Surveys: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '填写问卷：2026年度干部教育培训需求调查问卷' }, wait)).toHaveAttribute('href', '/preview?id=survey-001');
    // Submitted ones are shown, not offered again.
    await expect(canvas.getByRole('link', { name: '查看问卷：2025年度网络学习满意度调查' })).toBeVisible();
  },
};

export const SurveysInteraction: Story = {
  ...Surveys,
  name: 'Test: Surveys',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Surveys.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('tab', { name: '培训评估' }));
    await expect(await canvas.findByRole('link', { name: '填写问卷：学习贯彻党的二十大精神网上专题班培训评估' }, wait)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3, name: '2026年度干部教育培训需求调查问卷' })).toBeNull();
  },
};

export const HostileTitle: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas }) => {
    // Markup in a title is shown as text.
    await expect(await canvas.findByRole('heading', { level: 3, name: '<script>alert(1)</script>平台使用体验调查' }, wait)).toBeVisible();
  },
};

export const OfOneClass: Story = {
  args: { path: '/previewList?tbtpId=tbtp-003' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: '基层治理能力提升网上专题班培训评估' }, wait)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  },
};

export const SurveysBlueTheme: Story = { globals: { theme: 'blue' } };

export const SurveysElderMode: Story = { globals: { elder: true } };

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(surveyPaths.list, () => ok([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据', {}, wait)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(surveyPaths.list, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(surveyPaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('问卷数据加载失败');
  },
};
