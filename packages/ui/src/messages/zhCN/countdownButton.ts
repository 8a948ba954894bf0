import { useSectionMessages } from '../UiMessagesProvider';

export const countdownButtonMessages = {
  idle: '获取验证码',
  counting: (seconds: number) => `${seconds}秒后重新获取`,
};

/** The countdownButton strings with whatever a UiMessagesProvider above replaced. */
export const useCountdownButtonMessages = () => useSectionMessages('countdownButton', countdownButtonMessages);
