export { Countdown, formatRemaining, type CountdownProps } from './Countdown';
