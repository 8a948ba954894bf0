export const countdownButtonMessages = {
  idle: '获取验证码',
  counting: (seconds: number) => `${seconds}秒后重新获取`,
};
