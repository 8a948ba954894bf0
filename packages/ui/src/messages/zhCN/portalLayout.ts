export const portalLayoutMessages = {
  skipToMain: '跳到主要内容',
};
