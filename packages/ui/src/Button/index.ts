export { Button, type ButtonAction, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
