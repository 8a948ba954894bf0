import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteConfigPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { neverAnswers } from '../../../testing/storyResponses';
import { DataFrame } from '../../testing/storyFrames';
import { LoginRequiredScreen } from './LoginRequiredScreen';

const meta = {
  title: 'Admin/Screens/LoginRequiredScreen',
  component: LoginRequiredScreen,
  args: { leave: fn() },
  decorators: [(Story) => <DataFrame><Story /></DataFrame>],
} satisfies Meta<typeof LoginRequiredScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 登录 goes to the tenant's sign-in page, asking it to come back to this very address. */
export const SignsInAndComesBack: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '请登录管理端' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回门户首页' })).toHaveAttribute('href', '/index');
    const login = canvas.getByRole('button', { name: '登录' });
    await waitFor(() => expect(login).not.toHaveAttribute('aria-disabled', 'true'));
  },
};

/** Opened without a session: the notice says that signing in comes back here. */
export const SaysSigningInComesBack: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('登录后回到管理端的这个页面。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

export const SignsInAndComesBackInteraction: Story = {
  ...SignsInAndComesBack,
  name: 'Test: Signs In And Comes Back',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SignsInAndComesBack.play!(context);
    const { canvas, args } = context;
    const login = canvas.getByRole('button', { name: '登录' });
    await userEvent.click(login);
    // Back to this very address, in full: the SSO site may live on a host of its own.
    const here = `${window.location.origin}${window.location.pathname}${window.location.search}`;
    await expect(args.leave).toHaveBeenCalledWith(`${window.location.origin}/sso/login?redirect=${encodeURIComponent(here)}`);
  },
};

/** The tenant's sign-in address is not known before the site configuration answers. */
export const WaitingForTheConfiguration: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(siteConfigPaths.site, neverAnswers));
  },
  play: async ({ canvas }) => {
    // Kept in the tab order, said to be unavailable.
    await expect(canvas.getByRole('button', { name: '登录' })).toHaveAttribute('aria-disabled', 'true');
  },
};
