/**
 * The first screen's content (banners, pinned notices) and the pieces every section falls back
 * on, in one chunk. The home page starts fetching it as soon as its own small chunk runs, while
 * the site configuration is still on its way, so the route itself waits for nothing heavy.
 */
export { BannerBody } from './BannerBody';
export { TopNoticesBody } from './TopNoticesBody';
export { LoadFailed } from '../../../components/LoadFailed';
export { EmptyState } from '@study-portal/ui';
