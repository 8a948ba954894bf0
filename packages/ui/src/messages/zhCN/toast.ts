import { useSectionMessages } from '../UiMessagesProvider';

export const toastMessages = {
  regionLabel: '通知',
  close: '关闭通知',
  kinds: { success: '成功', warning: '警告', error: '错误', info: '提示' },
};

/** The toast strings with whatever a UiMessagesProvider above replaced. */
export const useToastMessages = () => useSectionMessages('toast', toastMessages);
