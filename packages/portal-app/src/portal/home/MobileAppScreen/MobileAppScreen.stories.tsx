import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteConfigPaths } from '@study-portal/api';
import { contractHttp, demoSiteConfig, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { MobileAppScreen } from './MobileAppScreen';

const path = siteConfigPaths.site;

function StartClientPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/startClient">
      <MobileAppScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Home/MobileApp',
  component: StartClientPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StartClientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppCodes: Story = {
  play: async ({ canvas }) => {
    const apps = await canvas.findByRole('list', { name: '各平台客户端' });
    await expect(within(apps).getByRole('img', { name: 'Android客户端下载二维码' })).toHaveAttribute('src', '/demo-media/app-android-qr.svg');
    await expect(within(apps).getByRole('img', { name: 'iOS客户端下载二维码' })).toBeVisible();
    const large = within(apps).getByRole('link', { name: '查看iOS二维码大图' });
    await expect(large).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AppCodesInteraction: Story = {
  ...AppCodes,
  name: 'Test: App Codes',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await AppCodes.play!(context);
    const { canvas } = context;
    const apps = await canvas.findByRole('list', { name: '各平台客户端' });
    await userEvent.tab();
    await expect(within(apps).getByRole('link', { name: '查看Android二维码大图' })).toHaveFocus();
    await expect(canvas.getByText(/使用干部网络学院的账号和密码登录/)).toBeVisible();
  },
};

export const UnsafePicture: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok({ ...demoSiteConfig, appVersionList: [{ type_dict: '<b>Android</b>', qrCodeUrl: 'javascript:alert(1)' }] })));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: '<b>Android</b>客户端' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /二维码大图/ })).toBeNull();
    await expect(canvasElement.querySelector('[src^="javascript"], a[href^="javascript"], b')).toBeNull();
  },
};

export const NoApps: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok({ ...demoSiteConfig, appVersionList: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无可下载的客户端')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载客户端信息')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('客户端信息数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
