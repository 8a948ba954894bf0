export const topMenuMessages = {
  label: '主菜单',
};
