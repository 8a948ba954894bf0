import { useSectionMessages } from '../UiMessagesProvider';

export const imageMessages = {
  fallbackAlt: '图片加载失败',
};

/** The image strings with whatever a UiMessagesProvider above replaced. */
export const useImageMessages = () => useSectionMessages('image', imageMessages);
