import { useId, useState, type ReactNode } from 'react';
import { Checkbox } from './Checkbox';
import { ChoiceGroupFieldset, ChoiceGroupItems, ChoiceGroupLegend } from './Checkbox.styles';

/** One checkbox of a CheckboxGroup. */
export interface CheckboxGroupOption {
  /** What `onChange` reports. */
  value: string;
  /** The text beside the box. */
  label: ReactNode;
  /** Shown but not changeable. */
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** The question the checkboxes answer, as the fieldset's legend. Leave it out when a FormItem labels the group. */
  legend?: ReactNode;
  /** The checkboxes, in the order shown. */
  options: readonly CheckboxGroupOption[];
  /** The checked values; with this prop the group is controlled. */
  value?: readonly string[];
  /** The first checked values of an uncontrolled group. */
  defaultValue?: readonly string[];
  /** Called with all checked values, in the order of the options. */
  onChange?: (value: string[]) => void;
  /** Form field name of every checkbox; one is made up when left out. */
  name?: string;
  /** Disables every checkbox. */
  disabled?: boolean;
  /** `horizontal` (default, wrapping) or `vertical`. */
  direction?: 'horizontal' | 'vertical';
  /** Marks the choice as wrong: sets `aria-invalid` on the checkboxes and the danger border. */
  invalid?: boolean;
  /** Id of the fieldset, e.g. given by FormItem. */
  id?: string;
  /** Id of an outside label (FormItem passes it), used instead of a legend. */
  'aria-labelledby'?: string;
  /** Ids of help and error texts (FormItem passes them). */
  'aria-describedby'?: string;
  /** Same as `invalid`; FormItem passes it when the field has an error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/** Several related checkboxes in a fieldset, with a legend saying what they are about. */
export function CheckboxGroup({
  legend,
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
}: CheckboxGroupProps) {
  const ownName = useId();
  const [ownValue, setOwnValue] = useState<readonly string[]>(defaultValue ?? []);
  const checked = value ?? ownValue;
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';

  const toggle = (optionValue: string, on: boolean) => {
    const next = options
      .map((option) => option.value)
      .filter((item) => (item === optionValue ? on : checked.includes(item)));
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  return (
    <ChoiceGroupFieldset id={id} className={className} disabled={disabled} aria-labelledby={ariaLabelledby} aria-describedby={ariaDescribedby}>
      {legend !== undefined && legend !== null && <ChoiceGroupLegend>{legend}</ChoiceGroupLegend>}
      <ChoiceGroupItems data-direction={direction}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name ?? ownName}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            invalid={isInvalid}
            checked={checked.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </ChoiceGroupItems>
    </ChoiceGroupFieldset>
  );
}
