export const toastMessages = {
  regionLabel: '通知',
  close: '关闭通知',
  kinds: { success: '成功', warning: '警告', error: '错误', info: '提示' },
};
