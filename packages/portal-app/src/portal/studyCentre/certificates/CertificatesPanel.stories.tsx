import type { Meta, StoryObj } from '@storybook/react-vite';
import { certificatePaths } from '@study-portal/api';
import { contractHttp, demoTbtpClasses, mockDb, ok, yearSummaryOf } from '@study-portal/api/mocks';
import { expect, screen, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Certificates',
  component: StudyCentreAt,
  args: { tab: 'certificates' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateAndView: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '我的证书' }, firstLoad);
    await within(table).findByRole('row', { name: /2024年度干部网络学习合格证书/ });
    // 2025's hours met the requirement: its college certificate can be created, and opens at once.
    await expect(await canvas.findByRole('combobox', { name: '证书年度' })).toHaveTextContent('2025年度');
  },
};

export const CreateAndViewInteraction: Story = {
  ...CreateAndView,
  name: 'Test: Create And View',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await CreateAndView.play!(context);
    const { canvas } = context;
    const table = await canvas.findByRole('table', { name: '我的证书' }, firstLoad);
    await userEvent.click(canvas.getByRole('button', { name: '生成证书' }));
    const dialog = await screen.findByRole('dialog', { name: '2025年度干部网络学习合格证书' });
    await expect(await screen.findByText('已生成2025年度学院证书')).toBeVisible();
    const drawing = within(dialog).getByRole('img', { name: '2025年度干部网络学习合格证书' });
    await expect(drawing).toHaveAccessibleDescription(new RegExp(`张明同志：在示例省干部网络学院2025年度干部网络学习中，累计完成 ${yearSummaryOf(mockDb, 'learner', 2025).tbtpHourSum} 学时`));
    await expect(within(dialog).getByRole('button', { name: '打印证书' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(await within(table).findByRole('row', { name: /2025年度干部网络学习合格证书/ })).toBeVisible();
  },
};

export const CreateRefused: Story = {
  name: 'Test: Create Refused',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '我的证书' }, firstLoad);
    await userEvent.click(await canvas.findByRole('combobox', { name: '证书年度' }));
    await userEvent.click(await canvas.findByRole('option', { name: '2024年度' }));
    await userEvent.click(canvas.getByRole('button', { name: '生成证书' }));
    // The server's own reason, as the portal shows every refused call.
    await expect(await screen.findByText('2024年度学院证书已生成，请勿重复申请')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const ViewClassCertificate: Story = {
  name: 'Test: View Class Certificate',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    // The class the learner finished: its certificate carries the class's own name and hours.
    const item = demoTbtpClasses.find((candidate) => candidate.tbtpId === 'tbtp-05')!;
    await userEvent.click(await canvas.findByRole('button', { name: `查看${item.name}结业证书` }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: `${item.name}结业证书` });
    await expect(within(dialog).getByText('2025-GB-000109')).toBeVisible();
    await expect(within(dialog).getByRole('img')).toHaveAccessibleDescription(new RegExp(`参加“${item.name}”学习，完成规定学时 ${item.requiredHours} 学时`));
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const CompulsoryAndElectiveTenant: Story = {
  args: { account: 'admin' },
  beforeEach: () => {
    mockDb.reset({ tenantId: '001.001.065' });
    return () => mockDb.reset();
  },
};

export const CompulsoryAndElectiveTenantInteraction: Story = {
  ...CompulsoryAndElectiveTenant,
  name: 'Test: Compulsory And Elective Tenant',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '我的证书' }, firstLoad);
    await userEvent.click(await canvas.findByRole('combobox', { name: '证书年度' }));
    await userEvent.click(await canvas.findByRole('option', { name: '2023年度' }));
    await userEvent.click(canvas.getByRole('button', { name: '生成证书' }));
    // 2023 meets total and compulsory, but this tenant counts electives: 18 of 20 falls short.
    await expect(await screen.findByText('2023年度学时未达到要求，暂不能生成证书（必修学时 33/30，选修学时 18/20）')).toBeVisible();
  },
};

export const NoCertificates: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(certificatePaths.list, () => ok({ datalist: [], totalelements: 0 })),
      contractHttp.post(certificatePaths.statistics, () => ok({ total: 0, classCount: 0, collegeCount: 0, hourSum: 0, latestIssueDate: null })),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '我的证书' }, firstLoad);
    await expect(await within(table).findByText('暂无数据')).toBeVisible();
  },
};

export const CertificatesUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(certificatePaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('证书数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(certificatePaths.statistics, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载证书统计', {}, firstLoad)).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
