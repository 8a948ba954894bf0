/** Interface strings of the UI kit (zh-CN). Components take overrides as props. */
export const zhCN = {
  emptyState: {
    noData: '暂无数据',
    noInfo: '暂无信息',
    noClasses: '暂无专题班，敬请期待',
    noContent: '暂无内容',
  },
  header: {
    searchLabel: '搜索',
    searchPlaceholder: '请输入关键词',
    homeLink: '返回首页',
  },
  topMenu: {
    label: '主菜单',
  },
} as const;
