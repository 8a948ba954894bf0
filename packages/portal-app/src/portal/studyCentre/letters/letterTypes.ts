/** The letter kinds the contract names [A], as the list labels them. */
export const letterTypeLabels: Record<string, string> = {
  system: '系统消息',
  class: '专题班',
  exam: '考试',
  certificate: '证书',
  notice: '通知公告',
};

export const letterTypeLabel = (type: string | null | undefined) => (type ? (letterTypeLabels[type] ?? '消息') : '消息');
