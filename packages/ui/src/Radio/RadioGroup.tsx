import type { ReactNode } from 'react';
import { useChoiceGroup, type ChoiceGroupOption, type ChoiceGroupProps } from '../internal/choiceGroup';
import { ChoiceGroupItems } from '../Checkbox/Checkbox.styles';
import { Radio } from './Radio';
import { RadioGroupLabel, RadioGroupRoot } from './Radio.styles';

/** One radio button of a RadioGroup. */
export type RadioGroupOption = ChoiceGroupOption;

export interface RadioGroupProps extends ChoiceGroupProps<string> {
  /** The question the radio buttons answer; it names the group. Leave it out when a FormItem labels the group. */
  label?: ReactNode;
  /** Called with the value the learner chose. */
  onChange?: (value: string) => void;
}

/**
 * One choice among several. The radio buttons share a name, so Tab enters the group once (on
 * the chosen button) and the arrow keys move and choose, as browsers do natively.
 */
export function RadioGroup(props: RadioGroupProps) {
  const { label, options, onChange, disabled = false, direction = 'horizontal', id, className } = props;
  const group = useChoiceGroup<string | undefined, string>(props, undefined, onChange);
  const labelId = `${group.ownId}-label`;
  const hasLabel = label !== undefined && label !== null;

  return (
    <RadioGroupRoot
      role="radiogroup"
      id={id}
      className={className}
      aria-labelledby={props['aria-labelledby'] ?? (hasLabel ? labelId : undefined)}
      aria-describedby={props['aria-describedby']}
      aria-invalid={group.invalid || undefined}
      aria-disabled={disabled || undefined}
    >
      {hasLabel && <RadioGroupLabel id={labelId}>{label}</RadioGroupLabel>}
      <ChoiceGroupItems data-direction={direction}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={group.name}
            value={option.value}
            label={option.label}
            disabled={disabled || option.disabled}
            checked={group.chosen === option.value}
            onChange={() => group.choose(option.value)}
          />
        ))}
      </ChoiceGroupItems>
    </RadioGroupRoot>
  );
}
