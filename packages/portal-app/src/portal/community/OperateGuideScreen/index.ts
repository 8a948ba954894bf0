export { HelpCentre, OperateGuideScreen, type HelpCentreProps } from './OperateGuideScreen';
