export { LoginRequiredScreen } from './LoginRequiredScreen';
