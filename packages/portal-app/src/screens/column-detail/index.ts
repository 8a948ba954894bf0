export { ColumnDetailScreen } from './ColumnDetailScreen';
