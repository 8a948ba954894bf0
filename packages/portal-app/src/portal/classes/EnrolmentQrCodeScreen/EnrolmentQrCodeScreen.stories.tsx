import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, within } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { EnrolmentQrCodeScreen } from './EnrolmentQrCodeScreen';

function QrCodeAt({ path }: { path: string }) {
  return (
    <ClassScreenAt path={path}>
      <EnrolmentQrCodeScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/EnrolmentQrCode',
  component: QrCodeAt,
  args: { path: '/enrollmentQrCode?id=tbtp-02' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QrCodeAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithVerifyCode: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '数字政府建设专题研修班报名二维码' })).toBeVisible();
    await expect(canvas.getByText(`报名地址：${window.location.origin}/projectDetail?id=tbtp-02`)).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: '报名步骤' })).getByRole('list');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(steps).toHaveTextContent('输入主办单位提供的报名验证码');
    await expect(canvas.getByRole('button', { name: '打印二维码' })).toBeVisible();
  },
};

export const WithoutVerifyCode: Story = {
  args: { path: '/enrollmentQrCode?tbtpId=tbtp-09' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '领导干部应急管理能力专题班报名二维码' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '报名步骤' })).not.toHaveTextContent('验证码');
  },
};

export const UnknownClass: Story = {
  args: { path: '/enrollmentQrCode?id=gone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '班级不存在' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载专题班')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题班数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
