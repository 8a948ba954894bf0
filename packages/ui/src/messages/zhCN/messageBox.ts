import { useSectionMessages } from '../UiMessagesProvider';

export const messageBoxMessages = {
  alertTitle: '提醒',
  confirmTitle: '提示',
};

/** The messageBox strings with whatever a UiMessagesProvider above replaced. */
export const useMessageBoxMessages = () => useSectionMessages('messageBox', messageBoxMessages);
