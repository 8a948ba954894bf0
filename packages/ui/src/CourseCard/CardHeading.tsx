import type { MouseEvent } from 'react';
import { CardTitle, CardTitleAction } from './CourseCard.styles';

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardHeadingProps {
  name: string;
  href?: string;
  onOpen?: (event: MouseEvent<HTMLElement>) => void;
  level: CardHeadingLevel;
  id?: string;
}

/**
 * A card's heading and its one way in: a link when there is an address, a button when there is
 * only a handler, plain text otherwise. The card around it is deliberately not a link, so a
 * screen reader lists each card once, by name, and other controls on it stay usable.
 */
export function CardHeading({ name, href, onOpen, level, id }: CardHeadingProps) {
  return (
    <CardTitle as={`h${level}`} id={id}>
      {href !== undefined ? (
        <CardTitleAction href={href} title={name} onClick={onOpen}>
          {name}
        </CardTitleAction>
      ) : onOpen ? (
        <CardTitleAction as="button" type="button" title={name} onClick={onOpen}>
          {name}
        </CardTitleAction>
      ) : (
        <CardTitleAction as="span" title={name} data-static="">
          {name}
        </CardTitleAction>
      )}
    </CardTitle>
  );
}
