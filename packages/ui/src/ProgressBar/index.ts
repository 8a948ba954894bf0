export { ProgressBar, type ProgressBarProps, type ProgressTone } from './ProgressBar';
