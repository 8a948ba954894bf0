import { useSectionMessages } from '../UiMessagesProvider';

export const sidebarMessages = {
  label: '侧边菜单',
  expand: '展开菜单',
  collapse: '收起菜单',
  externalHint: '（在新窗口打开）',
};

/** The sidebar strings with whatever a UiMessagesProvider above replaced. */
export const useSidebarMessages = () => useSectionMessages('sidebar', sidebarMessages);
