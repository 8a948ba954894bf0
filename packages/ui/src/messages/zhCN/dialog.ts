export const dialogMessages = {
  close: '关闭',
};
