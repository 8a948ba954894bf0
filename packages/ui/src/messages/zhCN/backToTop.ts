import { useSectionMessages } from '../UiMessagesProvider';

export const backToTopMessages = {
  label: '返回顶部',
};

/** The backToTop strings with whatever a UiMessagesProvider above replaced. */
export const useBackToTopMessages = () => useSectionMessages('backToTop', backToTopMessages);
