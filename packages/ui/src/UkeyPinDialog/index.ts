export { UkeyPinDialog, type UkeyPinDialogProps } from './UkeyPinDialog';
