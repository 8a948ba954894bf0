import { useSectionMessages } from '../UiMessagesProvider';

export const countdownMessages = {
  label: '剩余时间',
  ended: '时间到',
  /** Follows the number of whole days left. */
  days: '天',
  minutesLeft: (minutes: number) => `还剩 ${minutes} 分钟`,
};

/** The countdown strings with whatever a UiMessagesProvider above replaced. */
export const useCountdownMessages = () => useSectionMessages('countdown', countdownMessages);
