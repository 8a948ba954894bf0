export const qrCodeMessages = {
  label: '二维码',
  hint: '使用微信或QQ扫码查看分享',
};
