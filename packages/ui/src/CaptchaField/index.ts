export { CaptchaField, toCaptchaImageSrc, type CaptchaFieldProps } from './CaptchaField';
