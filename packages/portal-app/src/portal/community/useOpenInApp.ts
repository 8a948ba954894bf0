export { useOpenInApp } from '../../components/useOpenInApp';
