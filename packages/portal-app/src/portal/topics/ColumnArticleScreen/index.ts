export { ColumnArticleScreen } from './ColumnArticleScreen';
