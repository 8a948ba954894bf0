export { DashboardScreen } from './DashboardScreen';
