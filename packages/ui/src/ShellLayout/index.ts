export { ShellLayout, type ShellLayoutProps } from './ShellLayout';
