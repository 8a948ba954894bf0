import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { KitLink } from '../LinkProvider/LinkProvider';
import { useActionsMessages, type UiMessages } from '../messages';
import { ButtonRoot, Spinner } from './Button.styles';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'text';
export type ButtonSize = 'medium' | 'small';

/** The standard actions whose labels the kit knows (docs/product/platform.md#kit-defaults): 取消 删除 详情 编辑 新建 保存 查询, plus 确定 and 关闭. */
export type ButtonAction = Exclude<keyof UiMessages['actions'], 'loading'>;

/** What a button and a link drawn as a button share: the look, the label and the states. */
export interface ButtonLookProps {
  /** Look: `default` (outlined), `primary` (filled in the theme colour), `danger` or `text` (a link-like button). Default `default`. */
  variant?: ButtonVariant;
  /** `medium` (default) or `small`, as in table rows. */
  size?: ButtonSize;
  /** A standard action: its label is used when the button has no children. */
  action?: ButtonAction;
  /** Shows a spinner and ignores presses, keeping the button focusable and announced as busy. */
  loading?: boolean;
  /** Greys the button out and ignores presses, keeping it focusable and announced as unavailable. */
  disabled?: boolean;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  /** A picture before the label, hidden from screen readers. */
  icon?: ReactNode;
}

/** A button that does something on this page. */
export interface ButtonProps extends ButtonLookProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> {
  /** `button` unless it submits a form. */
  type?: 'button' | 'submit' | 'reset';
  /** Left out for a button; give an address to draw a link instead. */
  href?: undefined;
  /** The `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A link to another page drawn as a button (开始学习, 查看结果): it stays a link, so it opens in a new tab and reads as a link. */
export interface ButtonLinkProps extends ButtonLookProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> {
  /** Where the link goes. It renders through the app's link component (`LinkProvider`), or as a plain anchor without one. */
  href: string;
  /** The `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The kit's button. Disabled and loading buttons stay in the tab order (aria-disabled), so a
 * keyboard or screen-reader user can still find them and learn why nothing happens.
 *
 * With `href` it is a link drawn as a button. A disabled or loading link keeps its place the
 * same way: still a focusable link, announced as unavailable, but given no address, so neither a
 * click nor Enter nor "open in new tab" leads anywhere.
 */
export function Button(props: ButtonProps | ButtonLinkProps) {
  const { variant = 'default', size = 'medium', action, loading = false, disabled = false, block = false, icon, children, ...rest } = props;
  const actionsTexts = useActionsMessages();
  const inert = disabled || loading;
  const label = children ?? (action ? actionsTexts[action] : undefined);
  const look = {
    'data-variant': variant,
    'data-size': size,
    'data-block': block ? 'true' : undefined,
    'aria-disabled': inert ? ('true' as const) : undefined,
    'aria-busy': loading ? ('true' as const) : undefined,
  };
  const content = (
    <>
      {loading ? <Spinner aria-hidden="true" /> : icon ? <span aria-hidden="true">{icon}</span> : null}
      {label}
    </>
  );

  if (rest.href !== undefined) {
    const { href, onClick, ...anchor } = rest;
    if (inert) {
      return (
        <ButtonRoot as="a" role="link" tabIndex={0} {...look} {...anchor}>
          {content}
        </ButtonRoot>
      );
    }
    return (
      <ButtonRoot as={KitLink} href={href} onClick={onClick} {...look} {...anchor}>
        {content}
      </ButtonRoot>
    );
  }

  const { type = 'button', onClick, ...button } = rest;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ButtonRoot type={type} onClick={click} {...look} {...button}>
      {content}
    </ButtonRoot>
  );
}
