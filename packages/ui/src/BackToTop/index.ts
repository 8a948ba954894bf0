export { BackToTop, type BackToTopProps } from './BackToTop';
export { scrollToTop, windowScroll, type ScrollTarget } from './scrollToTop';
