import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FloatingToolbar } from './FloatingToolbar';

const qrPicture = (label: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/><path d="M4 4h7v7H4zM18 4h7v7h-7zM4 18h7v7H4zM13 13h3v3h-3zM18 18h2v2h-2zM22 20h3v2h-3z" fill="#000"/><title>${label}</title></svg>`,
  );

const meta = {
  title: 'Navigation/FloatingToolbar',
  component: FloatingToolbar,
  args: {
    helpHref: '/operateGuide',
    surveysHref: '/previewList',
    manualUrl: '/learner-manual.pdf',
    showBackToTop: false,
    onLearnerLogin: fn(),
    onAdminLogin: fn(),
    onStudyCentre: fn(),
    onExternalAcademy: fn(),
    onLogout: fn(),
    onNavigate: fn((_href, event) => event.preventDefault()),
  },
  decorators: [(Story) => <div style={{ minHeight: 520 }}><Story /></div>],
} satisfies Meta<typeof FloatingToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedOutInteraction: Story = {
  ...SignedOut,
  name: 'Test: Signed Out',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '学员登录' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLearnerLogin).toHaveBeenCalled();
  },
};

export const SignedOutBlueTheme: Story = { globals: { theme: 'blue' } };

/** A site without a survey list: the 调查问卷 entry is left out, the others stay. */
export const WithoutSurveyList: Story = {
  args: { surveysHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '帮助中心' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '调查问卷' })).toBeNull();
  },
};

export const SignedInPanelOpen: Story = {
  args: { user: { name: '张三' }, yearHours: { year: 2026, hours: 36.5 }, defaultPanelOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '欢迎您，张三' })).toHaveTextContent('2026年度学时：36.5 学时');
  },
};

export const SignedInWithExternalAcademy: Story = {
  args: { user: { name: '李四' }, yearHours: { year: 2026, hours: 8 }, defaultPanelOpen: true, showExternalAcademy: true },
};

export const SignedInWithUnreadLetters: Story = {
  args: { user: { name: '张三' }, yearHours: { year: 2026, hours: 36.5 }, defaultPanelOpen: true, lettersHref: '/messageCenter', unreadLetters: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '我的消息 5 条未读' })).toHaveAttribute('href', '/messageCenter');
    await expect(canvas.getByRole('button', { name: '学习中心 5 条未读' })).toBeVisible();
  },
};

export const SignedInPanelCollapsed: Story = {
  args: { user: { name: '张三' }, yearHours: { year: 2026, hours: 36.5 } },
};

export const SignedInPanelCollapsedInteraction: Story = {
  ...SignedInPanelCollapsed,
  name: 'Test: Signed In Panel Collapsed',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '已登录' }));
    await expect(canvas.getByRole('region', { name: '欢迎您，张三' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '已登录' }));
    await expect(canvas.queryByRole('region', { name: '欢迎您，张三' })).toBeNull();
  },
};

export const MobileAppCodes: Story = {
  args: {
    appVersions: [
      { type: 'Android', qrCodeUrl: qrPicture('Android') },
      { type: 'iOS', qrCodeUrl: qrPicture('iOS') },
    ],
  },
};

export const MobileAppCodesInteraction: Story = {
  ...MobileAppCodes,
  name: 'Test: Mobile App Codes',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: '移动端' }).focus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('img', { name: 'Android 扫码下载移动端' })).toBeVisible());
  },
};

export const ElderMode: Story = {
  globals: { elder: true },
  args: { user: { name: '张三' }, yearHours: { year: 2026, hours: 36.5 }, defaultPanelOpen: true },
};

/** On a phone: one button, which the header keeps room for at the end of its row. */
export const PhoneCollapsed: Story = {
  args: { device: 'mobile', user: { name: '张三' }, lettersHref: '/messageCenter', unreadLetters: 3 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** On a phone, opened: the whole toolbar as a sheet from the right, the signed-in panel first. */
export const PhoneSheetOpen: Story = {
  args: {
    device: 'mobile',
    user: { name: '张三' },
    yearHours: { year: 2026, hours: 36.5 },
    lettersHref: '/messageCenter',
    unreadLetters: 3,
    defaultPanelOpen: true,
    appVersions: [{ type: 'Android', qrCodeUrl: qrPicture('Android') }],
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** On a phone, for a visitor, in the elder-friendly mode. */
export const PhoneSheetElder: Story = {
  args: { device: 'mobile', defaultPanelOpen: true },
  globals: { elder: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
