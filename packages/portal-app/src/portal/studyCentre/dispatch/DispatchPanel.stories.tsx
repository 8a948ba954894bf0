import type { Meta, StoryObj } from '@storybook/react-vite';
import { dispatchPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok } from '@study-portal/api/mocks';
import { expect, screen, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Dispatch',
  component: StudyCentreAt,
  args: { tab: 'dispatch' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applies: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '调训申请记录' }, firstLoad);
    await expect(await within(table).findByRole('row', { name: /全省数字政府建设骨干培训班.*未通过.*本期名额已满/ })).toBeVisible();
  },
};

export const AppliesInteraction: Story = {
  ...Applies,
  name: 'Test: Applies',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Applies.play!(context);
    const { canvas } = context;
    const table = await canvas.findByRole('table', { name: '调训申请记录' }, firstLoad);
    await userEvent.click(canvas.getByRole('button', { name: '新建调训申请' }));
    const dialog = await screen.findByRole('dialog', { name: '新建调训申请' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await expect(within(dialog).getByText('请填写培训名称')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /培训名称/ })).toHaveFocus();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /培训名称/ }), '全省组织工作业务培训班');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /开始日期/ }), '2026-04-06');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /结束日期/ }), '2026-04-01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /申请理由/ }), '岗位调整，需参加业务培训。');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await expect(within(dialog).getByText('结束日期不能早于开始日期')).toBeVisible();
    const end = within(dialog).getByRole('textbox', { name: /结束日期/ });
    await userEvent.clear(end);
    await userEvent.type(end, '2026-04-10');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await expect(await screen.findByText('调训申请已提交，请等待审核', { selector: 'div' })).toBeVisible();
    await expect(await within(table).findByRole('row', { name: /全省组织工作业务培训班.*审核中/ })).toBeVisible();
  },
};

export const NoApplications: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(dispatchPaths.query, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '调训申请记录' }, firstLoad);
    await expect(await within(table).findByText('暂无数据')).toBeVisible();
  },
};

export const ApplicationsUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(dispatchPaths.query, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('调训申请数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(dispatchPaths.query, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '调训申请记录' }, firstLoad)).toHaveAttribute('aria-busy', 'true');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
