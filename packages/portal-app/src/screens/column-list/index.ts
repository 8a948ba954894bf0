export { ColumnListScreen } from './ColumnListScreen';
