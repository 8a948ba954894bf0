export const imageMessages = {
  fallbackAlt: '图片加载失败',
};
