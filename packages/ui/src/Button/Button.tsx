import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useActionsMessages, type UiMessages } from '../messages';
import { ButtonRoot, Spinner } from './Button.styles';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'text';
export type ButtonSize = 'medium' | 'small';

/** The standard actions whose labels the kit knows (docs/product/platform.md#kit-defaults): 取消 删除 详情 编辑 新建 保存 查询, plus 确定 and 关闭. */
export type ButtonAction = Exclude<keyof UiMessages['actions'], 'loading'>;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Look: `default` (outlined), `primary` (filled in the theme colour), `danger` or `text` (a link-like button). Default `default`. */
  variant?: ButtonVariant;
  /** `medium` (default) or `small`, as in table rows. */
  size?: ButtonSize;
  /** `button` unless it submits a form. */
  type?: 'button' | 'submit' | 'reset';
  /** A standard action: its label is used when the button has no children. */
  action?: ButtonAction;
  /** Shows a spinner and ignores presses, keeping the button focusable and announced as busy. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  /** A picture before the label, hidden from screen readers. */
  icon?: ReactNode;
}

/**
 * The kit's button. Disabled and loading buttons stay in the tab order (aria-disabled), so a
 * keyboard or screen-reader user can still find them and learn why nothing happens.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'medium', type = 'button', action, loading = false, disabled = false, block = false, icon, children, onClick, ...rest },
  ref,
) {
  const actionsTexts = useActionsMessages();
  const inert = disabled || loading;
  const label = children ?? (action ? actionsTexts[action] : undefined);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-block={block ? 'true' : undefined}
      aria-disabled={inert ? 'true' : undefined}
      aria-busy={loading ? 'true' : undefined}
      onClick={click}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : icon ? <span aria-hidden="true">{icon}</span> : null}
      {label}
    </ButtonRoot>
  );
});
