export { PersonalCentreScreen } from './PersonalCentreScreen';
export { centreTabs, passwordTabId, type CentreTab, type CentreTabKey } from './centreTabs';
