export { VerificationRequiredScreen, type VerificationRequiredScreenProps } from './VerificationRequiredScreen';
