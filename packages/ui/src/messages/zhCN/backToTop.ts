export const backToTopMessages = {
  label: '返回顶部',
};
