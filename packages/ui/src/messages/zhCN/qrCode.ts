import { useSectionMessages } from '../UiMessagesProvider';

export const qrCodeMessages = {
  label: '二维码',
  hint: '使用微信或QQ扫码查看分享',
};

/** The qrCode strings with whatever a UiMessagesProvider above replaced. */
export const useQrCodeMessages = () => useSectionMessages('qrCode', qrCodeMessages);
