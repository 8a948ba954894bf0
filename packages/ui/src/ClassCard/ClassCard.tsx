import { useId, type MouseEvent } from 'react';
import { Button } from '../Button';
import { CardHeading, type CardHeadingLevel } from '../CourseCard/CardHeading';
import { CardActions, CardBody, CardCover, CardMeta, CardRoot, CardTags } from '../CourseCard/CourseCard.styles';
import { formatDate, type DateInput } from '../format';
import { Image } from '../Image';
import { useCardMessages } from '../messages';
import { ProgressBar } from '../ProgressBar';
import { Tag } from '../Tag';

export interface ClassCardProps {
  /** The class name: the card's heading and its link. */
  name: string;
  /** Cover picture address; a neutral picture stands in when missing or broken. */
  cover?: string | null;
  /** The organising unit (主办单位). */
  organiser?: string;
  /** First day of the class; a Date, a timestamp (10 digits = seconds) or a date text. */
  startDate?: DateInput | null;
  /** Last day of the class. */
  endDate?: DateInput | null;
  /** Hours a member must gain (要求学时). */
  requiredHours?: number | string;
  /** Whether the learner has enrolled: shows 已报名 and the progress instead of the 报名 button. */
  enrolled?: boolean;
  /** The enrolled learner's progress, 0 to 100. */
  progress?: number;
  /** The class is over: no enrolment is offered and it is marked 已结束. */
  ended?: boolean;
  /** Called by the 报名 button; without it no button is shown. */
  onEnrol?: () => void;
  /** The enrolment is being saved: the button shows it and ignores further presses. */
  enrolling?: boolean;
  /** The class page; the name links to it. */
  href?: string;
  /** Called when the name is activated, e.g. to route inside the app. */
  onOpen?: (event: MouseEvent<HTMLElement>) => void;
  /** Level of the name's heading. Default 3. */
  headingLevel?: CardHeadingLevel;
  className?: string;
}

/** An online special-topic class (专题班): dates, organiser, required hours and enrolment. */
export function ClassCard({
  name,
  cover,
  organiser,
  startDate,
  endDate,
  requiredHours,
  enrolled = false,
  progress,
  ended = false,
  onEnrol,
  enrolling = false,
  href,
  onOpen,
  headingLevel = 3,
  className,
}: ClassCardProps) {
  const texts = useCardMessages();
  const headingId = useId();
  const start = formatDate(startDate, 'YYYY-MM-DD');
  const end = formatDate(endDate, 'YYYY-MM-DD');
  const facts: Array<[string, string]> = [];
  if (organiser) facts.push([texts.organiser, organiser]);
  if (start || end) facts.push([texts.periodLabel, texts.period(start, end)]);
  if (requiredHours !== undefined && requiredHours !== '') facts.push([texts.requiredHours, String(requiredHours)]);
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
        {enrolled && progress !== undefined && (
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
