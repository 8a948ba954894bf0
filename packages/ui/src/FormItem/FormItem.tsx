import { cloneElement, useId, type CSSProperties, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useFormItemMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { FormItemBody, FormItemControlRow, FormItemError, FormItemHelp, FormItemLabel, FormItemRoot, RequiredMark } from './FormItem.styles';

/** The props FormItem gives its control; every control of the kit accepts them. */
export interface FormItemControlProps {
  /** Id of the control, which the label points at. */
  id?: string;
  /** Id of the label, for controls a `<label for>` cannot name. */
  'aria-labelledby'?: string;
  /** Ids of the help text and the error message, read after the label. */
  'aria-describedby'?: string;
  /** Set while the field shows an error. */
  'aria-invalid'?: boolean | 'true' | 'false';
}

export interface FormItemProps {
  /** What the field asks for, e.g. 手机号码. */
  label: ReactNode;
  /** Shows a red * and tells screen readers 必填. It does not validate: that is the form's job. */
  required?: boolean;
  /** A hint under the control, e.g. the password rules. */
  help?: ReactNode;
  /**
   * The validation message, e.g. 请输入手机号码, shown under the control in the danger colour
   * and read out when it appears. Leave empty while the value is fine.
   */
  error?: ReactNode;
  /**
   * The one control, e.g. an Input, Select, RadioGroup or CaptchaField. FormItem clones it
   * with `id`, `aria-labelledby`, `aria-describedby` and, while there is an error,
   * `aria-invalid`; an `id` or `aria-describedby` the control already has is kept. The label
   * names the control, so a lone Checkbox inside takes its name from here, not its own text.
   */
  children: ReactElement<FormItemControlProps>;
  /** Something beside the control on its row, e.g. the SMS code's CountdownButton. */
  addon?: ReactNode;
  /** `horizontal` (default: label beside the control, stacked on narrow screens) or `vertical`. */
  layout?: 'horizontal' | 'vertical';
  /** Width of the label column in the horizontal layout, a CSS length; 7em by default. */
  labelWidth?: string;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const isFocusable = (element: HTMLElement) => element.tabIndex >= 0 && !element.hasAttribute('disabled');

/**
 * One labelled field of a form: label, required marker, the control, help text and validation
 * message, wired together by ids so a screen reader reads them with the control.
 *
 * The label is a `<label for>`, so a native input is labelled the usual way, and the control
 * also gets `aria-labelledby`, which names custom controls (a combobox, a radio group) too.
 */
export function FormItem({ label, required = false, help, error, children, addon, layout = 'horizontal', labelWidth, className }: FormItemProps) {
  const messages = useFormItemMessages();
  const baseId = useId();
  const controlId = children.props.id ?? `${baseId}-control`;
  const labelId = `${baseId}-label`;
  const helpId = `${baseId}-help`;
  const errorId = `${baseId}-error`;
  const hasHelp = help !== undefined && help !== null && help !== false && help !== '';
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const describedBy = [children.props['aria-describedby'], hasHelp ? helpId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  const control = cloneElement(children, {
    id: controlId,
    'aria-labelledby': labelId,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    'aria-invalid': hasError ? true : children.props['aria-invalid'],
  });

  // A label only focuses native inputs; a custom control (a combobox, a radio group) is
  // focused by hand, on itself or on its first focusable part.
  const pressLabel = (event: MouseEvent<HTMLLabelElement>) => {
    const target = event.currentTarget.ownerDocument.getElementById(controlId);
    if (!target || 'labels' in target) return;
    // In order of preference: a selector list would return the first match in the page.
    const focusable = isFocusable(target)
      ? target
      : ['input:checked:not(:disabled)', 'input:not(:disabled)', '[tabindex="0"]', 'button:not(:disabled)']
          .map((selector) => target.querySelector<HTMLElement>(selector))
          .find((element) => element !== null);
    focusable?.focus();
  };

  const style = labelWidth === undefined ? undefined : ({ '--form-item-label-width': labelWidth } as CSSProperties);

  return (
    <FormItemRoot className={className} style={style} data-layout={layout}>
      <FormItemLabel id={labelId} htmlFor={controlId} onClick={pressLabel}>
        <span>
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
          {label}
          {required && (
            <>
              {' '}
              <VisuallyHidden>{messages.required}</VisuallyHidden>
            </>
          )}
        </span>
      </FormItemLabel>
      <FormItemBody>
        {addon === undefined || addon === null ? (
          control
        ) : (
          <FormItemControlRow>
            {control}
            {addon}
          </FormItemControlRow>
        )}
        {hasHelp && <FormItemHelp id={helpId}>{help}</FormItemHelp>}
        <FormItemError id={errorId} aria-live="polite">
          {hasError ? error : null}
        </FormItemError>
      </FormItemBody>
    </FormItemRoot>
  );
}
