export { Popover, type PopoverOpenOn, type PopoverPlacement, type PopoverProps, type PopoverTriggerProps } from './Popover';
