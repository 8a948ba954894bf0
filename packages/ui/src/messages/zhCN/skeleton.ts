export const skeletonMessages = {
  loading: '正在加载',
};
