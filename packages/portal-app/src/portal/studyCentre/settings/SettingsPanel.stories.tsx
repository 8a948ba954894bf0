import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyAnalysisPaths, userInfoPaths } from '@study-portal/api';
import { contractHttp, mockDb } from '@study-portal/api/mocks';
import { expect, screen, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Settings',
  component: StudyCentreAt,
  args: { tab: 'settings' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangesThePhone: Story = {
  play: async ({ canvas }) => {
    const phone = await canvas.findByRole('textbox', { name: /手机号码/ }, firstLoad);
    await expect(phone).toHaveValue('13800138001');
    await expect(canvas.getByText('张明')).toBeVisible();
  },
};

export const ChangesThePhoneInteraction: Story = {
  ...ChangesThePhone,
  name: 'Test: Changes The Phone',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ChangesThePhone.play!(context);
    const { canvas } = context;
    const phone = await canvas.findByRole('textbox', { name: /手机号码/ }, firstLoad);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '13900139000');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('保存成功', { selector: 'div' })).toBeVisible();
    await expect(phone).toHaveValue('13900139000');
    await expect(await canvas.findByText('2026、2025、2024、2023')).toBeVisible();
  },
};


export const AccountUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfoPaths.info, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('账号信息数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyAnalysisPaths.personalConfig, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学习中心设置', {}, firstLoad)).toBeInTheDocument();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
// Storybook's toolbar holds the mode here, so the box shows it rather than switching it.
export const ElderMode: Story = {
  globals: { elder: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: /长者模式/ }, firstLoad)).toBeChecked();
  },
};
