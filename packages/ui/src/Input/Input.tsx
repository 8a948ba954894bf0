import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type MouseEvent,
} from 'react';
import { useInputMessages } from '../messages';
import { FieldButton, InputField, NativeInput } from './Input.styles';
import { ClearIcon, EyeIcon, EyeOffIcon } from './InputIcons';

export type InputType = 'text' | 'password' | 'search' | 'tel' | 'number';
export type InputSize = 'medium' | 'small';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** `text` (default), `password` (with a show-password toggle), `search`, `tel` or `number`. */
  type?: InputType;
  /** `medium` (default, the control height) or `small`. Elder mode enlarges both. */
  size?: InputSize;
  /** Marks the value as wrong: sets `aria-invalid` and the danger border. */
  invalid?: boolean;
  /** Offers a 清空 button inside the field while it has a value. */
  clearable?: boolean;
  /** Called after the clear button emptied the field (the field's `onChange` is called too). */
  onClear?: () => void;
  /** Class of the field's frame, which holds the input and its buttons. */
  className?: string;
  /** Style of the field's frame. */
  style?: CSSProperties;
}

const isTrue = (value: unknown) => value === true || value === 'true';

// Setting the value through the prototype's setter bypasses React's value tracking, so the
// input event that follows reaches onChange as if the learner had deleted the text.
const emptyNativeInput = (input: HTMLInputElement) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

// A mouse press on a button inside the field must not take the caret away from the text.
const keepFocusInField = (event: MouseEvent) => event.preventDefault();

/** The kit's text field. The ref is the native `<input>`. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { type = 'text', size = 'medium', invalid = false, clearable = false, onClear, className, style, onChange, ...rest },
  ref,
) {
  const messages = useInputMessages();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [typedSomething, setTypedSomething] = useState(() => String(rest.defaultValue ?? '') !== '');
  const savedSelection = useRef<[number | null, number | null] | null>(null);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // Changing the type of a focused password field moves the caret to the end in some
  // browsers; put it back where the learner left it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = savedSelection.current;
    savedSelection.current = null;
    if (input && saved && input.ownerDocument.activeElement === input) input.setSelectionRange(saved[0], saved[1]);
  }, [revealed]);

  const disabled = Boolean(rest.disabled);
  const readOnly = Boolean(rest.readOnly);
  const isInvalid = invalid || isTrue(rest['aria-invalid']);
  const filled = rest.value !== undefined && rest.value !== null ? String(rest.value) !== '' : typedSomething;
  const showClear = clearable && filled && !disabled && !readOnly;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setTypedSomething(event.target.value !== '');
    onChange?.(event);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    emptyNativeInput(input);
    onClear?.();
    // The clear button disappears with the text, so the caret goes back to the field.
    input.focus();
  };

  const toggleReveal = () => {
    const input = inputRef.current;
    if (input && input.ownerDocument.activeElement === input) savedSelection.current = [input.selectionStart, input.selectionEnd];
    setRevealed((shown) => !shown);
  };

  return (
    <InputField
      className={className}
      style={style}
      data-size={size}
      data-invalid={isInvalid ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
      data-readonly={readOnly ? 'true' : undefined}
    >
      <NativeInput
        ref={setRefs}
        type={type === 'password' && revealed ? 'text' : type}
        onChange={change}
        {...rest}
        aria-invalid={isInvalid ? true : rest['aria-invalid']}
      />
      {showClear && (
        <FieldButton type="button" aria-label={messages.clear} onMouseDown={keepFocusInField} onClick={clear}>
          <ClearIcon />
        </FieldButton>
      )}
      {type === 'password' && (
        // The name stays the same while aria-pressed tells whether the password is shown:
        // a toggle whose name flips as well would be read as "hide password, pressed".
        <FieldButton
          type="button"
          aria-label={messages.showPassword}
          aria-pressed={revealed}
          disabled={disabled}
          onMouseDown={keepFocusInField}
          onClick={toggleReveal}
        >
          {revealed ? <EyeOffIcon /> : <EyeIcon />}
        </FieldButton>
      )}
    </InputField>
  );
});
