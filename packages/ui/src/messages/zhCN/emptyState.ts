import { useSectionMessages } from '../UiMessagesProvider';

export const emptyStateMessages = {
  noData: '暂无数据',
  noInfo: '暂无信息',
  noClasses: '暂无专题班，敬请期待',
  noContent: '暂无内容',
};

/** The emptyState strings with whatever a UiMessagesProvider above replaced. */
export const useEmptyStateMessages = () => useSectionMessages('emptyState', emptyStateMessages);
