export { PageNav, type PageNavItem, type PageNavLook } from './PageNav';
