import type { ReactNode } from 'react';
import { useChoiceGroup, type ChoiceGroupOption, type ChoiceGroupProps } from '../internal/choiceGroup';
import { Checkbox } from './Checkbox';
import { ChoiceGroupFieldset, ChoiceGroupItems, ChoiceGroupLegend } from './Checkbox.styles';

/** One checkbox of a CheckboxGroup. */
export type CheckboxGroupOption = ChoiceGroupOption;

export interface CheckboxGroupProps extends ChoiceGroupProps<readonly string[]> {
  /** The question the checkboxes answer, as the fieldset's legend. Leave it out when a FormItem labels the group. */
  legend?: ReactNode;
  /** Called with all checked values, in the order of the options. */
  onChange?: (value: string[]) => void;
}

/** Several related checkboxes in a fieldset, with a legend saying what they are about. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { legend, options, onChange, disabled = false, direction = 'horizontal', id, className } = props;
  const group = useChoiceGroup<readonly string[], string[]>(props, [], onChange);

  const toggle = (optionValue: string, on: boolean) =>
    group.choose(options.map((option) => option.value).filter((item) => (item === optionValue ? on : group.chosen.includes(item))));

  return (
    <ChoiceGroupFieldset id={id} className={className} disabled={disabled} aria-labelledby={props['aria-labelledby']} aria-describedby={props['aria-describedby']}>
      {legend !== undefined && legend !== null && <ChoiceGroupLegend>{legend}</ChoiceGroupLegend>}
      <ChoiceGroupItems data-direction={direction}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={group.name}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            invalid={group.invalid}
            checked={group.chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </ChoiceGroupItems>
    </ChoiceGroupFieldset>
  );
}
