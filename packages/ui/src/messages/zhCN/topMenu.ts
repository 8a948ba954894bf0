import { useSectionMessages } from '../UiMessagesProvider';

export const topMenuMessages = {
  label: '主菜单',
};

/** The topMenu strings with whatever a UiMessagesProvider above replaced. */
export const useTopMenuMessages = () => useSectionMessages('topMenu', topMenuMessages);
