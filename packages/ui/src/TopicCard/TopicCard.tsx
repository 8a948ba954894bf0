import type { MouseEvent, ReactNode } from 'react';
import { CardHeading, type CardHeadingLevel } from '../CourseCard/CardHeading';
import { CardBody, CardCover, CardFoot, CardRoot, CardTags, CardText } from '../CourseCard/CourseCard.styles';
import { Image } from '../Image';
import { displayLengths, displayText } from '../format/displayText';
import { useCardMessages } from '../messages';
import { Tag } from '../Tag';

/**
 * A topic card's props. Those that carry a field of an API record also take null and say
 * `| undefined` (see CourseCardProps); null reads as absent.
 */
export interface TopicCardProps {
  /** The special topic's name: the card's heading and its link. */
  name: string;
  /** Cover picture address; a neutral picture stands in when missing or broken. */
  cover?: string | null | undefined;
  /** Number of courses in the topic. */
  courseCount?: number | null | undefined;
  /**
   * A short description; shown in up to three lines, read in full by screen readers (up to
   * `displayLengths.text` characters: a runaway text is cut there with an ellipsis).
   */
  description?: string | null | undefined;
  /** The topic page; the name links to it, through the app's link component (`LinkProvider`). */
  href?: string | undefined;
  /**
   * Called when the name is activated, e.g. to route inside the app.
   * @deprecated Give the app's link component to `LinkProvider` once instead: the name then routes as the app's links do. `onOpen` is removed in the next major version.
   */
  onOpen?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Level of the name's heading. Default 3. */
  headingLevel?: CardHeadingLevel | undefined;
  /** More of the card at its foot, inside its box: e.g. how far the learner has got with the topic. */
  children?: ReactNode;
  /** Class name for the card's outer box, to place it in a layout. */
  className?: string | undefined;
}

/** A special topic (专题): a themed set of courses. */
export function TopicCard({ name, cover, courseCount, description, href, onOpen, headingLevel = 3, children, className }: TopicCardProps) {
  const texts = useCardMessages();
  const summary = displayText(description, displayLengths.text);
  return (
    <CardRoot className={className} data-layout="vertical">
      <CardCover>
        <Image src={cover} alt="" ratio="16 / 9" />
      </CardCover>
      <CardBody>
        <CardHeading name={name} href={href} onOpen={onOpen} level={headingLevel} />
        {summary && <CardText title={summary}>{summary}</CardText>}
        {courseCount !== undefined && courseCount !== null && (
          <CardTags>
            <Tag tone="primary">{texts.courses(courseCount)}</Tag>
          </CardTags>
        )}
        {children ? <CardFoot>{children}</CardFoot> : null}
      </CardBody>
    </CardRoot>
  );
}
