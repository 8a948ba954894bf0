export * from './tokens';
export * from './ThemeProvider';
export * from './EmptyState';
export * from './Footer';
export * from './Header';
export * from './TopMenu';
export * from './VisuallyHidden';
export { zhCN } from './messages/zhCN';
