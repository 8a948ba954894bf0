import { useSectionMessages } from '../UiMessagesProvider';

export const ukeyPinMessages = {
  title: 'UKEY 登录',
  hint: '请插入UsbKey，输入证书密码后登录管理端',
  label: 'PIN码',
  required: '请输入PIN码',
  submit: '登录',
  cancel: '取消',
};

/** The ukeyPin strings with whatever a UiMessagesProvider above replaced. */
export const useUkeyPinMessages = () => useSectionMessages('ukeyPin', ukeyPinMessages);
