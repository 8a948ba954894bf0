import { useSectionMessages } from '../UiMessagesProvider';

export const navbarMessages = {
  toggleSidebar: '切换侧边菜单',
  userMenu: '用户菜单',
  logout: '退出登录',
  home: '首页',
};

/** The navbar strings with whatever a UiMessagesProvider above replaced. */
export const useNavbarMessages = () => useSectionMessages('navbar', navbarMessages);
