import { forwardRef, useCallback, useLayoutEffect, useRef, type ChangeEvent, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { CheckboxBox, ChoiceLabel } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The text beside the box; it names the checkbox. Without it, give an `aria-label`. */
  label?: ReactNode;
  /** Neither checked nor unchecked (some, not all, of what it stands for); announced as mixed. */
  indeterminate?: boolean;
  /** Marks the choice as wrong: sets `aria-invalid` and the danger border. */
  invalid?: boolean;
  /** Class of the row (box and text). */
  className?: string;
  /** Style of the row (box and text). */
  style?: CSSProperties;
}

/** A checkbox with its label. The ref is the native `<input type="checkbox">`. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, indeterminate = false, invalid = false, className, style, onChange, ...rest },
  ref,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // `indeterminate` exists only as a DOM property, and a click clears it; setting it after
  // every render keeps it in step with the prop.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    // A click clears the property; a controlled checkbox shows what its props say until the
    // owner re-renders it, as React does with `checked`.
    if (rest.checked !== undefined) event.currentTarget.indeterminate = indeterminate;
  };

  return (
    <ChoiceLabel className={className} style={style} data-disabled={rest.disabled ? 'true' : undefined}>
      <CheckboxBox ref={setRefs} type="checkbox" onChange={change} {...rest} aria-invalid={invalid ? true : rest['aria-invalid']} />
      {label !== undefined && label !== null && <span>{label}</span>}
    </ChoiceLabel>
  );
});
