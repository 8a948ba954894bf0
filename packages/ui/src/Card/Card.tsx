import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { CardRoot } from './Card.styles';

/** The room inside a card, from the spacing scale: `none`, `small` (space-2), `medium` (space-4) or `large` (space-5). */
export type CardPadding = 'none' | 'small' | 'medium' | 'large';

/** The elements a card may be: a plain box, or a region of the page with its own meaning. */
export type CardElement = 'div' | 'section' | 'article' | 'aside' | 'li' | 'ul' | 'ol' | 'dl' | 'form';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element the card is: `div` by default, `section` or `article` where it is a region with
   * its own heading, `li` in a list. Named `element`, not `as`, so that a styled-components
   * wrapper of Card keeps the card.
   */
  element?: CardElement;
  /** The room inside the card, from the spacing scale. Default `medium`. */
  padding?: CardPadding;
  /** A hairline edge in the border colour, for a card on a white page. Default none. */
  outlined?: boolean;
  /** The card's element, for a component that needs to focus or measure it. */
  ref?: Ref<HTMLElement>;
  /** What the card holds. */
  children?: ReactNode;
}

/**
 * The kit's surface: the page's white background with the surface radius and room from the
 * spacing scale. Panels, sections and boxes of a page are Cards, so they change together when a
 * theme changes the radius or the spacing.
 */
export function Card({ element = 'div', padding = 'medium', outlined = false, children, ...rest }: CardProps) {
  return (
    <CardRoot as={element} data-padding={padding} data-outlined={outlined ? 'true' : undefined} {...rest}>
      {children}
    </CardRoot>
  );
}
