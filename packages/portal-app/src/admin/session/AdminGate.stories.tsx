import type { Meta, StoryObj } from '@storybook/react-vite';
import { userInfoPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { delay, HttpResponse } from 'msw';
import { MessageBoxProvider, ToastProvider } from '@study-portal/ui';
import { expect, screen, userEvent } from 'storybook/test';
import { DataFrame, storyAdmin } from '../testing/storyFrames';
import { AdminGate } from './AdminGate';
import { useAdminUser } from './AdminUser';

const userInfoPath = userInfoPaths.info;

function Greeting() {
  return <main><h1>欢迎，{useAdminUser().user.name}</h1></main>;
}

function GateStory({ hasToken }: { hasToken: boolean }) {
  return (
    <DataFrame>
      <ToastProvider>
        <MessageBoxProvider>
          <AdminGate hasToken={hasToken}>
            <Greeting />
          </AdminGate>
        </MessageBoxProvider>
      </ToastProvider>
    </DataFrame>
  );
}

const meta = {
  title: 'Admin/AdminGate',
  component: GateStory,
  args: { hasToken: true },
} satisfies Meta<typeof GateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfoPath, () => ok(storyAdmin)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '欢迎，李华' })).toBeVisible();
  },
};

export const NotAnAdministrator: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfoPath, () => ok({ ...storyAdmin, id: 'u-learner', name: '张明', manage: false })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '您不是管理员，无权登录' })).toBeVisible();
  },
};

/** An administrator who owes the SMS verification (`check`), e.g. having pasted the admin address. */
export const PhoneVerificationOwed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfoPath, () => ok({ ...storyAdmin, check: true })));
  },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: '手机号验证' });
    await expect(dialog).toBeVisible();
    await expect(await screen.findByText('您需要进行手机号验证')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '欢迎，李华' })).not.toBeInTheDocument();
  },
};

export const PhoneVerificationOwedInteraction: Story = {
  ...PhoneVerificationOwed,
  name: 'Test: Phone Verification Owed',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await PhoneVerificationOwed.play!(context);
    const { canvas } = context;
    // Closing the dialog leaves the way to open it again, never the admin site.
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(await canvas.findByRole('heading', { name: '请先完成管理员身份验证' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '手机号验证' }));
    await expect(await screen.findByRole('dialog', { name: '手机号验证' })).toBeVisible();
  },
};

/** An administrator with a USB key who owes its PIN. */
export const UkeyVerificationOwed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfoPath, () => ok({ ...storyAdmin, check: true, needUkey: true })));
  },
  play: async ({ canvas }) => {
    await expect(await screen.findByRole('dialog', { name: 'UKEY 登录' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '欢迎，李华' })).not.toBeInTheDocument();
  },
};

export const WithoutToken: Story = {
  args: { hasToken: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '请登录管理端' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回门户首页' })).toHaveAttribute('href', '/index');
  },
};

export const UserInfoFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfoPath, () => new HttpResponse(null, { status: 401 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '请登录管理端' })).toBeVisible();
  },
};

export const CheckingTheUser: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(userInfoPath, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvas }) => {
    // The toasts' live region is a status too, and stays empty.
    const statuses = await canvas.findAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toContain('正在加载');
  },
};
