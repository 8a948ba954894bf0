import { useSectionMessages } from '../UiMessagesProvider';

export const dialogMessages = {
  close: '关闭',
};

/** The dialog strings with whatever a UiMessagesProvider above replaced. */
export const useDialogMessages = () => useSectionMessages('dialog', dialogMessages);
