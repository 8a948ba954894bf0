export { StudyCentreScreen } from './StudyCentreScreen';
export { studyCentreTabs, passwordTabId, type StudyCentreTab, type StudyCentreTabKey } from './studyCentreTabs';
