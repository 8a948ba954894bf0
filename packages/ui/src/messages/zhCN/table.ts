export const tableMessages = {
  loading: '加载中',
};
