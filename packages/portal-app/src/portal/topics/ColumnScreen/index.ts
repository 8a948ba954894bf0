export { ColumnScreen } from './ColumnScreen';
