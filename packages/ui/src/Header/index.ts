export { Header, type HeaderProps, type SearchTypeOption } from './Header';
