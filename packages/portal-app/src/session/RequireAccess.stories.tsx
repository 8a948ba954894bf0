import type { Meta, StoryObj } from '@storybook/react-vite';
import { contractHttp } from '@study-portal/api/mocks';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failsWith } from '../testing/storyResponses';
import { ScreenHarness } from '../testing/ScreenHarness';
import { RequireAccess } from './RequireAccess';

/** A signed-in page behind the guard, as the learner's study centre is. */
function GuardedPage({ leave }: { leave: (address: string) => void }) {
  return (
    <ScreenHarness signedInAs="learner" path="/personalCenter" leave={leave}>
      <main>
        <Routes>
          <Route element={<RequireAccess />}>
            <Route path="/personalCenter" element={<h1>学习中心</h1>} />
          </Route>
        </Routes>
      </main>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Shared/RequireAccess',
  component: GuardedPage,
  args: { leave: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GuardedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const userInfo = 'api/user/info';
const refused = () => HttpResponse.json({ success: false, message: '身份已过期' }, { status: 401 });

/** The session's user is read and has the learner's role: the page shows. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '学习中心' })).toBeVisible();
  },
};

/** A gateway fails the read (docs/adr/0038): the learner stays, is told why, and may try again. */
export const UserInfoUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfo, failsWith(502), { once: true }));
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '暂时无法确认登录状态' })).toBeVisible();
    await expect(canvas.getByText('链接超时，请联系管理员')).toBeVisible();
    expect(args.leave).not.toHaveBeenCalled();
  },
};

export const UserInfoUnavailableInteraction: Story = {
  ...UserInfoUnavailable,
  name: 'Test: User Info Unavailable',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await UserInfoUnavailable.play!(context);
    await userEvent.click(context.canvas.getByRole('button', { name: '重试' }));
    await expect(await context.canvas.findByRole('heading', { level: 1, name: '学习中心' })).toBeVisible();
  },
};

/** The server refuses the session: to the sign-in, back to this page. */
export const Refused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfo, refused));
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(expect.stringContaining('/sso/login?redirect=')));
  },
};

/** Refused again right after the sign-in sent the learner back: told, not sent round again. */
export const SignInNotCompleted: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(userInfo, refused));
    // What the tab wrote as it left for the sign-in.
    window.sessionStorage.setItem('signInAttempt', '1');
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '登录未完成' })).toBeVisible();
    expect(args.leave).not.toHaveBeenCalled();
  },
};

export const SignInNotCompletedInteraction: Story = {
  ...SignInNotCompleted,
  name: 'Test: Sign In Not Completed',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SignInNotCompleted.play!(context);
    // Going round again is the learner's choice.
    await userEvent.click(context.canvas.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(context.args.leave).toHaveBeenCalledWith(expect.stringContaining('/sso/login?redirect=')));
  },
};
