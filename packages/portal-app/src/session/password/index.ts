export { logoutAfterChangeMs, PasswordChangeForm, passwordChangedMessage, type PasswordChangeFormProps } from './PasswordChangeForm';
