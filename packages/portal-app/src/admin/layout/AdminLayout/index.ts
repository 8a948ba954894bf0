export { AdminLayout, type AdminLayoutProps } from './AdminLayout';
