export { EnrollmentQrCodeScreen } from './EnrollmentQrCodeScreen';
