export { CategoryBrowser, type CategoryBrowserProps } from './CategoryBrowser';
