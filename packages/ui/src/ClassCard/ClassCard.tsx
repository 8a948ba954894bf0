import { useId, type MouseEvent } from 'react';
import { Button } from '../Button';
import { CardHeading, type CardHeadingLevel } from '../CourseCard/CardHeading';
import { CardActions, CardBody, CardCover, CardMeta, CardRoot, CardTags } from '../CourseCard/CourseCard.styles';
import { formatDate, type DateInput } from '../format';
import { Image } from '../Image';
import { useCardMessages } from '../messages';
import { ProgressBar } from '../ProgressBar';
import { Tag } from '../Tag';

/**
 * A class card's props. Those that carry a field of an API record also take null and say
 * `| undefined` (see CourseCardProps); null reads as absent.
 */
export interface ClassCardProps {
  /** The class name: the card's heading and its link. */
  name: string;
  /** Cover picture address; a neutral picture stands in when missing or broken. */
  cover?: string | null | undefined;
  /** The organising unit (主办单位). */
  organiser?: string | null | undefined;
  /** First day of the class; a Date, a timestamp (10 digits = seconds) or a date text. */
  startDate?: DateInput | null | undefined;
  /** Last day of the class. */
  endDate?: DateInput | null | undefined;
  /** Hours a member must gain (要求学时). */
  requiredHours?: number | string | null | undefined;
  /** Whether the learner has enrolled: shows 已报名 and the progress instead of the 报名 button. */
  enrolled?: boolean | null | undefined;
  /** The enrolled learner's progress, 0 to 100. */
  progress?: number | null | undefined;
  /** The class is over: no enrolment is offered and it is marked 已结束. */
  ended?: boolean | null | undefined;
  /** Called by the 报名 button; without it no button is shown. */
  onEnrol?: (() => void) | undefined;
  /** The enrolment is being saved: the button shows it and ignores further presses. */
  enrolling?: boolean | undefined;
  /** The class page; the name links to it, through the app's link component (`LinkProvider`). */
  href?: string | undefined;
  /**
   * Called when the name is activated, e.g. to route inside the app.
   * @deprecated Give the app's link component to `LinkProvider` once instead: the name then routes as the app's links do. `onOpen` is removed in the next major version.
   */
  onOpen?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Level of the name's heading. Default 3. */
  headingLevel?: CardHeadingLevel | undefined;
  /** Class name for the card's outer box, to place it in a layout. */
  className?: string | undefined;
}

/** An online special-topic class (专题班): dates, organiser, required hours and enrolment. */
export function ClassCard({
  name,
  cover,
  organiser,
  startDate,
  endDate,
  requiredHours,
  enrolled: enrolledProp,
  progress,
  ended: endedProp,
  onEnrol,
  enrolling = false,
  href,
  onOpen,
  headingLevel = 3,
  className,
}: ClassCardProps) {
  const texts = useCardMessages();
  const enrolled = enrolledProp === true;
  const ended = endedProp === true;
  const headingId = useId();
  const start = formatDate(startDate, 'YYYY-MM-DD');
  const end = formatDate(endDate, 'YYYY-MM-DD');
  const facts: Array<[string, string]> = [];
  if (organiser) facts.push([texts.organiser, organiser]);
  if (start || end) facts.push([texts.periodLabel, texts.period(start, end)]);
  if (requiredHours !== undefined && requiredHours !== null && requiredHours !== '') facts.push([texts.requiredHours, String(requiredHours)]);
  const canEnrol = !enrolled && !ended && onEnrol !== undefined;

  return (
    <CardRoot className={className} data-layout="vertical">
      <CardCover>
        <Image src={cover} alt="" ratio="16 / 9" />
      </CardCover>
      <CardBody>
        <CardHeading name={name} href={href} onOpen={onOpen} level={headingLevel} id={headingId} />
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
        {enrolled && progress !== undefined && progress !== null && (
          <ProgressBar value={progress} label={texts.progress} showLabel showValue tone={progress >= 100 ? 'success' : 'primary'} />
        )}
        {(enrolled || ended || canEnrol) && (
          <CardActions>
            <CardTags>
              {enrolled && <Tag tone="success">{texts.enrolled}</Tag>}
              {ended && <Tag>{texts.ended}</Tag>}
            </CardTags>
            {/* The button says only 报名; the class name, read as its description, tells cards apart. */}
            {canEnrol && (
              <Button variant="primary" loading={enrolling} aria-describedby={headingId} onClick={onEnrol}>
                {texts.enrol}
              </Button>
            )}
          </CardActions>
        )}
      </CardBody>
    </CardRoot>
  );
}
