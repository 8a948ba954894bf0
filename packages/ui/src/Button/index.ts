export { Button, type ButtonAction, type ButtonLinkProps, type ButtonLookProps, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
