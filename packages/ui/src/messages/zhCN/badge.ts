export const badgeMessages = {
  unread: (count: number) => `${count} 条未读`,
  hasUnread: '有未读消息',
};
