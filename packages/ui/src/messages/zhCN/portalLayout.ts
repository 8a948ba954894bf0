import { useSectionMessages } from '../UiMessagesProvider';

export const portalLayoutMessages = {
  skipToMain: '跳到主要内容',
  menu: '菜单',
  openMenu: '打开菜单',
};

/** The portalLayout strings with whatever a UiMessagesProvider above replaced. */
export const usePortalLayoutMessages = () => useSectionMessages('portalLayout', portalLayoutMessages);
