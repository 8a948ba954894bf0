export { PhoneHeader, type PhoneHeaderProps } from './PhoneHeader';
