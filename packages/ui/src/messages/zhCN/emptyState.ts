export const emptyStateMessages = {
  noData: '暂无数据',
  noInfo: '暂无信息',
  noClasses: '暂无专题班，敬请期待',
  noContent: '暂无内容',
};
