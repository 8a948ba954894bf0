export { FormItem, type FormItemControlProps, type FormItemProps } from './FormItem';
