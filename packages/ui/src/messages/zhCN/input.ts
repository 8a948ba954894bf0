export const inputMessages = {
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  clear: '清空',
};
