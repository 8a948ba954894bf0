import type { MouseEvent, ReactNode } from 'react';
import { formatCount } from '../format';
import { Image } from '../Image';
import { useCardMessages } from '../messages';
import { Tag, type TagTone } from '../Tag';
import { CardHeading, type CardHeadingLevel } from './CardHeading';
import { CardBody, CardCover, CardFoot, CardMeta, CardRoot, CardTags } from './CourseCard.styles';

/** Where the learner is with a course: 未学习, 学习中 or 已完成 (the backend's studyStatus '2' is completed). */
export type StudyStatus = 'notStarted' | 'inProgress' | 'completed';

/** `vertical` for a grid of cards, `horizontal` (cover beside the text) for a list. */
export type CourseCardLayout = 'vertical' | 'horizontal';

/**
 * A course card's props. Those that carry a field of an API record also take null, which records
 * use for "not sent", and say `| undefined`, so a consumer compiling with
 * `exactOptionalPropertyTypes` passes a record's field straight through. Null reads as absent.
 */
export interface CourseCardProps {
  /** The course name (课程名称): the card's heading and its link. Long names show two lines. */
  name: string;
  /** Cover picture address (courseCover); a neutral picture stands in when missing or broken. */
  cover?: string | null | undefined;
  /**
   * `eager` for the cards a page shows before any scrolling: their covers are then fetched with
   * the page, not once the browser has laid it out. Default `lazy`.
   */
  coverLoading?: 'lazy' | 'eager' | undefined;
  /** 授课教师. */
  teacher?: string | null | undefined;
  /** 课件时长, as the backend formats it, e.g. 45分钟. */
  showCourseDuration?: string | null | undefined;
  /** 学时 credited on completion. */
  creditHour?: number | string | null | undefined;
  /** 播放次数. */
  courseVisitor?: number | null | undefined;
  /** The learner's study status, shown as a tag; none for a visitor. */
  status?: StudyStatus | null | undefined;
  /** Marks a 精品 (featured) course. */
  isFine?: boolean | null | undefined;
  /** The course page; the name links to it, through the app's link component (`LinkProvider`). */
  href?: string | undefined;
  /**
   * Called when the name is activated, e.g. to route inside the app (call preventDefault on a link).
   * @deprecated Give the app's link component to `LinkProvider` once instead: the name then routes as the app's links do. `onOpen` is removed in the next major version.
   */
  onOpen?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** `vertical` (default) for grids, `horizontal` for lists. */
  layout?: CourseCardLayout | undefined;
  /** Level of the name's heading, to fit the page's outline. Default 3. */
  headingLevel?: CardHeadingLevel | undefined;
  /** More of the card at its foot, inside its box: e.g. the learner's progress or an action on the course. */
  children?: ReactNode;
  /** Class name for the card's outer box, to place it in a layout. */
  className?: string | undefined;
}

const statusTone: Record<StudyStatus, TagTone> = { notStarted: 'default', inProgress: 'primary', completed: 'success' };

/** A course in a list or grid: cover, name, teacher, duration, hours, plays and study status. */
export function CourseCard({
  name,
  cover,
  coverLoading = 'lazy',
  teacher,
  showCourseDuration,
  creditHour,
  courseVisitor,
  status,
  isFine,
  href,
  onOpen,
  layout = 'vertical',
  headingLevel = 3,
  children,
  className,
}: CourseCardProps) {
  const texts = useCardMessages();
  const facts: Array<[string, string]> = [];
  if (teacher) facts.push([texts.teacher, teacher]);
  if (showCourseDuration) facts.push([texts.duration, showCourseDuration]);
  if (creditHour !== undefined && creditHour !== null && creditHour !== '') facts.push([texts.hours, String(creditHour)]);
  if (courseVisitor !== undefined && courseVisitor !== null) facts.push([texts.plays, formatCount(courseVisitor)]);

  return (
    <CardRoot className={className} data-layout={layout}>
      <CardCover>
        <Image src={cover} alt="" ratio="16 / 9" loading={coverLoading} />
      </CardCover>
      <CardBody>
        <CardHeading name={name} href={href} onOpen={onOpen} level={headingLevel} />
        {facts.length > 0 && (
          <CardMeta>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </CardMeta>
        )}
        {(isFine || status) && (
          <CardTags>
            {isFine && <Tag tone="warning">{texts.fine}</Tag>}
            {status && <Tag tone={statusTone[status]}>{texts[status]}</Tag>}
          </CardTags>
        )}
        {children ? <CardFoot>{children}</CardFoot> : null}
      </CardBody>
    </CardRoot>
  );
}
