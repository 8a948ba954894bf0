export { useOpenInApp } from './useOpenInApp';
