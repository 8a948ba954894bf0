export { TopMenu, type TopMenuButtonEntry, type TopMenuEntry, type TopMenuLinkEntry, type TopMenuProps } from './TopMenu';
