export { QRCode, type QRCodeErrorCorrection, type QRCodeProps } from './QRCode';
