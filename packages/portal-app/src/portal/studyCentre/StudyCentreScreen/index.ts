export { StudyCentreScreen } from './StudyCentreScreen';
export { centreTabs, passwordTabId, type CentreTab, type CentreTabKey } from './centreTabs';
