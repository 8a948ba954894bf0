import { useSectionMessages } from '../UiMessagesProvider';

export const inputMessages = {
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  clear: '清空',
};

/** The input strings with whatever a UiMessagesProvider above replaced. */
export const useInputMessages = () => useSectionMessages('input', inputMessages);
