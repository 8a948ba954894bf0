import { fetchAcademyUser, isAcademyOpen, isApiError, type ApiClient } from '@study-portal/api';
import { pageHref } from '@study-portal/ui';

/** The external academy's texts (docs/product/session.md#external-academy). */
export const academyMessages = {
  waiting: '正在访问中网院，请稍候',
  failed: '请求跳转失败，请稍后重试。',
  timeout: '请求中网院登录超时，请稍后重试。',
  dialogTitle: '提醒',
} as const;

export interface AcademyEnvironment {
  pc: ApiClient;
  idCardHash: string;
  warn: (message: string) => void;
  alert: (options: { title: string; message: string }) => unknown;
  open: (url: string) => void;
}

// The flow shows its own messages, so the client's catalogue stays quiet for this call, but
// for a failure that ends the session (401, 403, 409), which ends it as on every other call.
const ownMessages = (pc: ApiClient): ApiClient => ({
  get: (path, query, options) => pc.get(path, query, { ...options, ownMessage: true }),
  post: (path, body, options) => pc.post(path, body, { ...options, ownMessage: true }),
});

/** docs/product/session.md#external-academy: warn while waiting; code 'true' opens celaUrl; otherwise a 提醒 dialog. */
export async function openAcademy({ pc, idCardHash, warn, alert, open }: AcademyEnvironment): Promise<void> {
  warn(academyMessages.waiting);
  try {
    const reply = await fetchAcademyUser(ownMessages(pc), { idCardHash });
    // The academy's address comes from the server: opened only if the URL policy allows it.
    const academy = isAcademyOpen(reply) ? pageHref(reply.celaUrl) : undefined;
    if (academy) open(academy);
    else alert({ title: academyMessages.dialogTitle, message: reply.message || academyMessages.failed });
  } catch (error) {
    if (isApiError(error) && error.kind === 'timeout') warn(academyMessages.timeout);
    else alert({ title: academyMessages.dialogTitle, message: academyMessages.failed });
  }
}
