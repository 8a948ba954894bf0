/** The admin site's name (docs/product/platform.md#kit-defaults: a lighthouse big-classroom management system). */
export const adminSystemTitle = '灯塔大课堂管理系统';

/** The admin site's fixed messages, in one place so screens, stories and tests agree. */
export const adminMessages = {
  loginRequired: '请登录管理端',
  loginRequiredHint: '登录后回到管理端的这个页面。',
  login: '登录',
  notAdmin: '您不是管理员，无权登录',
  forbidden: '没有权限访问此系统!',
  notFound: '页面不存在',
  loading: '正在加载',
  backToPortal: '返回门户首页',
  verificationRequired: '请先完成管理员身份验证',
  verifyByUkey: '请插入UKEY，输入PIN码完成验证后进入管理端。',
  verifyByPhone: '您需要进行手机号验证，验证通过后进入管理端。',
  startUkey: 'UKEY验证',
  startPhone: '手机号验证',
} as const;
