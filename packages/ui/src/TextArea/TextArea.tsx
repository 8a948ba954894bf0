import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { TextAreaField } from './TextArea.styles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Marks the value as wrong: sets `aria-invalid` and the danger border. */
  invalid?: boolean;
}

/** The kit's multi-line text field, in the look of `Input`. The ref is the native `<textarea>`. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ invalid = false, ...rest }, ref) {
  return <TextAreaField ref={ref} {...rest} aria-invalid={invalid ? true : rest['aria-invalid']} />;
});
