import { useSectionMessages } from '../UiMessagesProvider';

export const skeletonMessages = {
  loading: '正在加载',
};

/** The skeleton strings with whatever a UiMessagesProvider above replaced. */
export const useSkeletonMessages = () => useSectionMessages('skeleton', skeletonMessages);
