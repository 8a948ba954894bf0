export { ScreenPage } from './ScreenPage';
