export { PhoneVerifyDialog, type PhoneVerifyDialogProps } from './PhoneVerifyDialog';
