export { RootCategoryScreen, type RootCategoryScreenProps } from './RootCategoryScreen';
