import { forwardRef, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { ChoiceLabel } from '../Checkbox/Checkbox.styles';
import { RadioDot } from './Radio.styles';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The text beside the dot; it names the radio button. Without it, give an `aria-label`. */
  label?: ReactNode;
  /** Marks the choice as wrong: sets `aria-invalid` and the danger border. */
  invalid?: boolean;
  /** Class of the row (dot and text). */
  className?: string;
  /** Style of the row (dot and text). */
  style?: CSSProperties;
}

/**
 * A radio button with its label. The ref is the native `<input type="radio">`; radios of one
 * `name` form a group the browser walks with the arrow keys.
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio({ label, invalid = false, className, style, ...rest }, ref) {
  return (
    <ChoiceLabel className={className} style={style} data-disabled={rest.disabled ? 'true' : undefined}>
      <RadioDot ref={ref} type="radio" {...rest} aria-invalid={invalid ? true : rest['aria-invalid']} />
      {label !== undefined && label !== null && <span>{label}</span>}
    </ChoiceLabel>
  );
});
