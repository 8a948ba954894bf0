export { Input, type InputProps, type InputSize, type InputType } from './Input';
