import { useId, useState, type ReactNode } from 'react';
import { ChoiceGroupItems } from '../Checkbox/Checkbox.styles';
import { Radio } from './Radio';
import { RadioGroupLabel, RadioGroupRoot } from './Radio.styles';

/** One radio button of a RadioGroup. */
export interface RadioGroupOption {
  /** What `onChange` reports. */
  value: string;
  /** The text beside the dot. */
  label: ReactNode;
  /** Shown but not choosable; the arrow keys pass over it. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the radio buttons answer; it names the group. Leave it out when a FormItem labels the group. */
  label?: ReactNode;
  /** The radio buttons, in the order shown. */
  options: readonly RadioGroupOption[];
  /** The chosen value; with this prop the group is controlled. */
  value?: string;
  /** The first chosen value of an uncontrolled group. */
  defaultValue?: string;
  /** Called with the value the learner chose. */
  onChange?: (value: string) => void;
  /** Form field name shared by the radio buttons; one is made up when left out. */
  name?: string;
  /** Disables every radio button. */
  disabled?: boolean;
  /** `horizontal` (default, wrapping) or `vertical`. */
  direction?: 'horizontal' | 'vertical';
  /** Marks the choice as wrong: sets `aria-invalid` and the danger border. */
  invalid?: boolean;
  /** Id of the group, e.g. given by FormItem. */
  id?: string;
  /** Id of an outside label (FormItem passes it), used instead of `label`. */
  'aria-labelledby'?: string;
  /** Ids of help and error texts (FormItem passes them). */
  'aria-describedby'?: string;
  /** Same as `invalid`; FormItem passes it when the field has an error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * One choice among several. The radio buttons share a name, so Tab enters the group once (on
 * the chosen button) and the arrow keys move and choose, as browsers do natively.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  name,
  disabled = false,
  direction = 'horizontal',
  invalid = false,
  id,
  'aria-labelledby': ariaLabelledby,
  'aria-describedby': ariaDescribedby,
  'aria-invalid': ariaInvalid,
  className,
}: RadioGroupProps) {
  const ownName = useId();
  const labelId = `${ownName}-label`;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const chosen = value ?? ownValue;
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';
  const hasLabel = label !== undefined && label !== null;

  const choose = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  return (
    <RadioGroupRoot
      role="radiogroup"
      id={id}
      className={className}
      aria-labelledby={ariaLabelledby ?? (hasLabel ? labelId : undefined)}
      aria-describedby={ariaDescribedby}
      aria-invalid={isInvalid || undefined}
      aria-disabled={disabled || undefined}
    >
      {hasLabel && <RadioGroupLabel id={labelId}>{label}</RadioGroupLabel>}
      <ChoiceGroupItems data-direction={direction}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name ?? ownName}
            value={option.value}
            label={option.label}
            disabled={disabled || option.disabled}
            checked={chosen === option.value}
            onChange={() => choose(option.value)}
          />
        ))}
      </ChoiceGroupItems>
    </RadioGroupRoot>
  );
}
