import { useSectionMessages } from '../UiMessagesProvider';

export const captchaMessages = {
  label: '图片验证码',
  placeholder: '请输入图片验证码',
  refresh: '看不清？换一张',
  imageAlt: '图片验证码，看不清可点击更换',
  loadFailed: '验证码加载失败，请点击刷新',
};

/** The captcha strings with whatever a UiMessagesProvider above replaced. */
export const useCaptchaMessages = () => useSectionMessages('captcha', captchaMessages);
