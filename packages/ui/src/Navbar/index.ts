export { Navbar, type NavbarProps } from './Navbar';
export { type UserMenuItem } from './UserMenu';
