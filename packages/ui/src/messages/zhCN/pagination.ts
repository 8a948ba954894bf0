import { useSectionMessages } from '../UiMessagesProvider';

export const paginationMessages = {
  label: '分页',
  total: (total: number) => `共 ${total} 条`,
  previous: '上一页',
  next: '下一页',
  page: (page: number) => `第 ${page} 页`,
  jumpTo: '前往',
  pageUnit: '页',
  jumpLabel: '跳转到页码',
  pageSize: (size: number) => `${size} 条/页`,
  pageSizeLabel: '每页条数',
};

/** The pagination strings with whatever a UiMessagesProvider above replaced. */
export const usePaginationMessages = () => useSectionMessages('pagination', paginationMessages);
