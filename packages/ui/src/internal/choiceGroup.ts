import { useId, useState, type ReactNode } from 'react';

/** One choice of a CheckboxGroup or a RadioGroup. */
export interface ChoiceGroupOption {
  /** What `onChange` reports. */
  value: string;
  /** The text beside the control. */
  label: ReactNode;
  /** Shown but not choosable; a radio group's arrow keys pass over it. */
  disabled?: boolean;
}

/** What a CheckboxGroup and a RadioGroup take alike: the choices, their form name, their state and their labelling. */
export interface ChoiceGroupProps<Value> {
  /** The choices, in the order shown. */
  options: readonly ChoiceGroupOption[];
  /** What is chosen; with this prop the group is controlled. */
  value?: Value;
  /** What is chosen first in an uncontrolled group. */
  defaultValue?: Value;
  /** Form field name of every control; one is made up when left out. */
  name?: string;
  /** Disables every control. */
  disabled?: boolean;
  /** `horizontal` (default, wrapping) or `vertical`. */
  direction?: 'horizontal' | 'vertical';
  /** Marks the choice as wrong: sets `aria-invalid` and the danger border. */
  invalid?: boolean;
  /** Id of the group, e.g. given by FormItem. */
  id?: string;
  /** Id of an outside label (FormItem passes it), used instead of the group's own. */
  'aria-labelledby'?: string;
  /** Ids of help and error texts (FormItem passes them). */
  'aria-describedby'?: string;
  /** Same as `invalid`; FormItem passes it when the field has an error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * The state both groups keep alike: what is chosen (the prop when controlled, its own
 * otherwise), how to change it, the form name, and whether the choice is marked wrong.
 */
export function useChoiceGroup<Value, Next extends Value>(
  { value, defaultValue, name, invalid = false, 'aria-invalid': ariaInvalid }: ChoiceGroupProps<Value>,
  empty: Value,
  onChange: ((next: Next) => void) | undefined,
) {
  const ownName = useId();
  const [ownValue, setOwnValue] = useState<Value>(defaultValue ?? empty);
  const choose = (next: Next) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  return {
    chosen: value ?? ownValue,
    choose,
    name: name ?? ownName,
    ownId: ownName,
    invalid: invalid || ariaInvalid === true || ariaInvalid === 'true',
  };
}
