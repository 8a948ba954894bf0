import { useSectionMessages } from '../UiMessagesProvider';

export const headerMessages = {
  searchLabel: '搜索',
  searchBox: '搜索框',
  searchPlaceholder: '请输入关键词',
  searchTypeLabel: '搜索范围',
  homeLink: '返回首页',
};

/** The header strings with whatever a UiMessagesProvider above replaced. */
export const useHeaderMessages = () => useSectionMessages('header', headerMessages);
