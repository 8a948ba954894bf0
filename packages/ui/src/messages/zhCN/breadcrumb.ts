export const breadcrumbMessages = {
  label: '当前位置',
};
