export { EnrolmentQrCodeScreen } from './EnrolmentQrCodeScreen';
