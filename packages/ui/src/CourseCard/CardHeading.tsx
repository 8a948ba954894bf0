import type { MouseEvent } from 'react';
import { displayLengths, displayText } from '../format/displayText';
import { KitLink } from '../LinkProvider/LinkProvider';
import { CardTitle, CardTitleAction } from './CourseCard.styles';

/** The heading level of a card's name, h2 to h6, to fit the page's outline. */
export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardHeadingProps {
  /**
   * The card's name, shown in full on hover where two lines cut it short. A runaway name, past
   * `displayLengths.title` characters, is itself cut there with an ellipsis.
   */
  name: string;
  /** Where the name links to, through the app's link component (`LinkProvider`). */
  href?: string | undefined;
  /**
   * Called when the name is activated; without `href` the name is a button.
   * @deprecated Give the app's link component to `LinkProvider` instead: the name then routes as the app's links do.
   */
  onOpen?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Level of the heading, to fit the page's outline. */
  level: CardHeadingLevel;
  /** The heading's id, for a control that the card's name describes. */
  id?: string | undefined;
}

/**
 * A card's heading and its one way in: a link when there is an address (through the app's link
 * component, given to `LinkProvider`), a button when there is only a handler, plain text
 * otherwise. The card around it is deliberately not a link, so a screen reader lists each card
 * once, by name, and other controls on it stay usable.
 */
export function CardHeading({ name, href, onOpen, level, id }: CardHeadingProps) {
  const shown = displayText(name, displayLengths.title);
  return (
    <CardTitle as={`h${level}`} id={id}>
      {href !== undefined ? (
        <CardTitleAction as={KitLink} href={href} title={shown} onClick={onOpen}>
          {shown}
        </CardTitleAction>
      ) : onOpen ? (
        <CardTitleAction as="button" type="button" title={shown} onClick={onOpen}>
          {shown}
        </CardTitleAction>
      ) : (
        <CardTitleAction as="span" title={shown} data-static="">
          {shown}
        </CardTitleAction>
      )}
    </CardTitle>
  );
}
