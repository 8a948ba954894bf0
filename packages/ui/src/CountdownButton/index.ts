export { CountdownButton, type CountdownButtonProps } from './CountdownButton';
