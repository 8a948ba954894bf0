import { useSectionMessages } from '../UiMessagesProvider';

export const progressMessages = {
  label: '进度',
  percent: (percent: number) => `${percent}%`,
};

/** The progress strings with whatever a UiMessagesProvider above replaced. */
export const useProgressMessages = () => useSectionMessages('progress', progressMessages);
