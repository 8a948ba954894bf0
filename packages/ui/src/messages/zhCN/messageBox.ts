export const messageBoxMessages = {
  alertTitle: '提醒',
  confirmTitle: '提示',
};
