import { ApiProvider, createPortalClients, defaultPortalConfig, fetchClass, mergePortalConfig } from '@study-portal/api';
import { createMockBackend, signIn } from '@study-portal/api/mocks';
import { ThemeProvider } from '@study-portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnrolDialog } from './EnrolDialog';
import type { EnrolTarget } from './enrolment';

const origin = 'http://127.0.0.1:4173';
const backend = createMockBackend();
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => backend.db.reset());
afterAll(() => server.close());

function clientsFor(username: string) {
  const token = signIn(backend.db, username);
  return createPortalClients(mergePortalConfig(defaultPortalConfig, { pcApi: { prefix: `${origin}/pcApi/` }, liveApi: { prefix: `${origin}/apiLive` } }), {
    identity: { tenantId: () => backend.db.settings.tenantId, visitorId: () => 'test', token: () => token },
  });
}

function renderDialog(username: string, target: EnrolTarget) {
  const clients = clientsFor(username);
  const onEnrolled = vi.fn();
  const onClose = vi.fn();
  render(
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <ApiProvider clients={clients}>
          <EnrolDialog target={target} onClose={onClose} onEnrolled={onEnrolled} />
        </ApiProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { clients, onEnrolled, onClose };
}

const withCode: EnrolTarget = { tbtpId: 'tbtp-07', name: '卫生健康系统依法行政专题班', needVerifyCode: true, oneClick: false };

describe('the enrolment dialog', () => {
  it("asks for the code, keeps a wrong one with the server's message, and enrols with the right one", async () => {
    const user = userEvent.setup();
    const { clients, onEnrolled } = renderDialog('learner', withCode);
    expect(await screen.findByText('四级主任科员')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '确认报名' }));
    expect(await screen.findByText('请输入报名验证码')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: /报名验证码/ });
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: '确认报名' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(field).toHaveValue('1234');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onEnrolled).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '2026{Enter}');
    await vi.waitFor(() => expect(onEnrolled).toHaveBeenCalledWith(withCode));
    expect((await fetchClass(clients.pc, { tbtpId: 'tbtp-07' })).enrolled).toBe(true);
  }, 20_000);

  it('enrols in a class without a code after the learner confirms their trainee record', async () => {
    const user = userEvent.setup();
    const target = { tbtpId: 'tbtp-09', name: '领导干部应急管理能力专题班', needVerifyCode: false, oneClick: false };
    const { onEnrolled } = renderDialog('learner', target);
    expect(await screen.findByText('中共示例省委组织部')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: '确认报名' }));
    await vi.waitFor(() => expect(onEnrolled).toHaveBeenCalledWith(target));
  });

  it('enrols in the provincial class with one click', async () => {
    const user = userEvent.setup();
    const target = { tbtpId: 'tbtp-01', name: '全省班', needVerifyCode: false, oneClick: true };
    const { clients, onEnrolled } = renderDialog('learner', target);
    await screen.findByText('四级主任科员');
    await user.click(screen.getByRole('button', { name: '确认报名' }));
    await vi.waitFor(() => expect(onEnrolled).toHaveBeenCalled());
    expect((await fetchClass(clients.pc, { tbtpId: 'tbtp-01' })).enrolled).toBe(true);
  });

  it('shows why an ended class refuses, and stays open', async () => {
    const user = userEvent.setup();
    const { onEnrolled } = renderDialog('learner', { tbtpId: 'tbtp-06', name: '乡村振兴战略专题培训班', needVerifyCode: false, oneClick: false });
    await screen.findByText('四级主任科员');
    await user.click(screen.getByRole('button', { name: '确认报名' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该专题班已结束，不能报名');
    expect(onEnrolled).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '报名专题班' })).toBeInTheDocument();
  });

  it('does not enrol an account without a trainee record', async () => {
    renderDialog('notrainee', withCode);
    expect(await screen.findByRole('alert')).toHaveTextContent('未查询到您的学员信息，请联系本单位后台管理员');
    expect(screen.getByRole('button', { name: '确认报名' })).toHaveAttribute('aria-disabled', 'true');
  });
});
