import type { Meta, StoryObj } from '@storybook/react-vite';
import { userExamPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Exams',
  component: StudyCentreAt,
  args: { tab: 'exams' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExamsAndAssessment: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '我的专题班考试' }, firstLoad);
    const open = await within(table).findByRole('row', { name: /教育系统师德师风建设专题班结业考试/ });
    await expect(within(open).getByRole('link', { name: '参加考试：教育系统师德师风建设专题班结业考试' })).toHaveAttribute(
      'href',
      '/projectStartExam?examId=exam-class-001',
    );
    const ended = within(table).getByRole('row', { name: /2025年度公务员初任培训网上班测评/ });
    await expect(within(ended).queryByRole('link')).toBeNull();
  },
};

export const ExamsAndAssessmentInteraction: Story = {
  ...ExamsAndAssessment,
  name: 'Test: Exams And Assessment',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ExamsAndAssessment.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('combobox', { name: '专题班' }));
    await userEvent.click(await canvas.findByRole('option', { name: '2025年度公务员初任培训网上班' }));
    await expect(await canvas.findByText('测评名称')).toBeVisible();
    await expect(canvas.getByText('2025年度公务员初任培训网上班测评', { selector: 'dd' })).toBeVisible();
  },
};

export const ClassWithoutAssessment: Story = {
  name: 'Test: Class Without Assessment',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: '专题班' }, firstLoad));
    await userEvent.click(await canvas.findByRole('option', { name: '党务工作者业务能力提升班' }));
    await expect(await canvas.findByText('该专题班暂无测评。')).toBeVisible();
  },
};

export const NoExams: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userExamPaths.userExams, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '我的专题班考试' }, firstLoad);
    await expect(await within(table).findByText('暂无数据')).toBeVisible();
  },
};

export const ExamsUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userExamPaths.userExams, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('考试数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userExamPaths.userExams, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '我的专题班考试' }, firstLoad)).toHaveAttribute('aria-busy', 'true');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
