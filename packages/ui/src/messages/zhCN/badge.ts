import { useSectionMessages } from '../UiMessagesProvider';

export const badgeMessages = {
  unread: (count: number) => `${count} 条未读`,
  hasUnread: '有未读消息',
};

/** The badge strings with whatever a UiMessagesProvider above replaced. */
export const useBadgeMessages = () => useSectionMessages('badge', badgeMessages);
