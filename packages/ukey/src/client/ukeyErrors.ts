/**
 * What can go wrong with the local certificate service, each with the message (docs/product/admin.md#messages)
 * ("UKEY and admin"). The admin login shows `message`; `kind` lets it decide what follows
 * (reload the page after the install message, ask for the PIN again, ...).
 */
export type UkeyErrorKind =
  | 'serviceUnavailable'
  | 'socketFailed'
  | 'noCertificate'
  | 'serviceError'
  | 'pinIncorrect'
  | 'pinLocked'
  | 'verifyFailed'
  | 'closed';

export const ukeyMessages = {
  serviceUnavailable: '请检查uKey是否安装、启动，或刷新重试',
  downloadLabel: '下载安装 UKEY 服务',
  /** The browser's own reason stays on the error's `cause`: it is in English, for whoever reads the console. */
  socketFailed: '无法连接 UKEY 服务，请检查服务地址配置',
  noCertificate: '无法获取证书！',
  serviceError: (code: number, detail?: string) => `UKEY 服务返回错误，错误码：${code}${detail ? `（${detail}）` : ''}`,
  pinIncorrect: (triesLeft: number) => `PIN码错误，还可以尝试${triesLeft}次`,
  pinLocked: 'PIN码已锁定，请联系证书管理员解锁',
  verifyFailed: '证书验证失败！！',
  /** A failure of the portal's server during the login, when it gave no message of its own. */
  loginFailed: 'UKEY 登录失败，请稍后重试',
  foreignReply: '非当前请求',
  inserted: '插入UKEY',
  removed: '拔出UKEY',
  closed: 'UKEY 服务连接已断开',
  expiresSoon: (days: number) => `证书将在${days}天后过期，请及时更新`,
} as const;

export class UkeyError extends Error {
  override readonly name = 'UkeyError';
  readonly kind: UkeyErrorKind;
  /** The service's non-zero error code, for `serviceError`. */
  readonly errorCode: number | undefined;
  /** PIN tries left, for `pinIncorrect`. */
  readonly triesLeft: number | undefined;

  constructor(kind: UkeyErrorKind, message: string, details: { errorCode?: number; triesLeft?: number; cause?: unknown } = {}) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.errorCode = details.errorCode;
    this.triesLeft = details.triesLeft;
  }
}

export const isUkeyError = (value: unknown): value is UkeyError => value instanceof UkeyError;
