export const richTextMessages = {
  newWindow: '在新窗口打开',
};
