export { HelpCentre, HelpCentreScreen, type HelpCentreProps } from './HelpCentreScreen';
