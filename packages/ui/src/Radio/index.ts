export { Radio, type RadioProps } from './Radio';
export { RadioGroup, type RadioGroupOption, type RadioGroupProps } from './RadioGroup';
