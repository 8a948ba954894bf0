import type { Meta, StoryObj } from '@storybook/react-vite';
import { surveyPaths } from '@study-portal/api';
import { contractHttp, mockDb } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { SurveyScreen } from './SurveyScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function SurveyAs({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <SurveyScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Exams/Survey',
  component: SurveyAs,
  args: { path: '/preview?id=survey-001' },
  parameters: { layout: 'padded' },
  beforeEach: () => mockDb.reset(),
} satisfies Meta<typeof SurveyAs>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };

export const Answering: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '2026年度干部教育培训需求调查问卷' }, wait)).toBeVisible();
    await expect(canvas.getByText('带 * 的为必答题。')).toBeVisible();
  },
};

export const AnsweringInteraction: Story = {
  ...Answering,
  name: 'Test: Answering',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Answering.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'B. 科级' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交问卷' }));
    // Nothing was sent: the missing required questions are named and the first one has focus.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请完成必答题：第 2、3 题尚未作答。');
    await expect(canvas.getByRole('checkbox', { name: 'A. 党的创新理论' })).toHaveFocus();
    await expect(canvas.getAllByText('此题为必答题，请作答')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'D. 数字素养' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'C. 网上专题班' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /建议/ }), '希望增加案例教学。');
    await userEvent.click(canvas.getByRole('button', { name: '提交问卷' }));
    await expect(await canvas.findByText(/提交该问卷，感谢参与。每份问卷只能提交一次/, {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交问卷' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'B. 科级' })).toBeChecked();
  },
};

export const AlreadySubmitted: Story = {
  args: { path: '/preview?id=survey-004' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/您已于 2025-12-18 20:31:02 提交该问卷/, {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交问卷' })).toBeNull();
    const [quality] = canvas.getAllByRole('radio', { name: 'B. 满意' });
    await expect(quality).toBeChecked();
    await expect(quality).toBeDisabled();
  },
};

export const ClosedAndSubmitted: Story = {
  args: { path: '/preview?id=survey-005' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '基层治理能力提升网上专题班培训评估' }, wait)).toBeVisible();
    await expect(canvas.getByText(/您已于 2025-12-01 09:15:40 提交该问卷/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /网格化管理/ })).not.toBeChecked();
  },
};

export const HostileMarkupShownAsText: Story = {
  beforeEach: hostileScenario,
  args: { path: '/preview?id=survey-003-hostile' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>平台使用体验调查' }, wait)).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>本问卷用于安全测试。')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'B. <img src=x onerror=alert(1)>一般' })).toBeVisible();
  },
};

export const AnsweringBlueTheme: Story = { globals: { theme: 'blue' } };

export const AnsweringElderMode: Story = { globals: { elder: true } };

export const NoSurveyChosen: Story = {
  args: { path: '/preview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有指定问卷。')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(surveyPaths.get, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载问卷')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(surveyPaths.get, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('问卷数据加载失败');
  },
};
