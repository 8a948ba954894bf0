export { SiteMapScreen } from './SiteMapScreen';
