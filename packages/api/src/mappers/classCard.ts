import type { TbtpClassSummary } from '../contract/entities';

/** The fields of an online special-topic class (专题班, tbtp) record a class card shows. */
export type ClassCardRecord = Pick<
  TbtpClassSummary,
  'name' | 'cover' | 'organiser' | 'startDate' | 'endDate' | 'requiredHours' | 'enrolled' | 'progress' | 'ended'
>;

/** The kit's ClassCard props a class record fills; the caller adds `href`, `onOpen` and `onEnrol`. */
export interface ClassCardFields {
  /** The class name. */
  name: string;
  /** The cover picture's address; null or undefined when the class has none. */
  cover: string | null | undefined;
  /** The organising unit. */
  organiser: string | null | undefined;
  /** The first day, as the backend writes it. */
  startDate: string | null | undefined;
  /** The last day, as the backend writes it. */
  endDate: string | null | undefined;
  /** Hours a member must gain. */
  requiredHours: number;
  /** Whether the learner has enrolled. */
  enrolled: boolean;
  /** The enrolled learner's progress, 0 to 100. */
  progress: number | null | undefined;
  /** Whether the class is over. */
  ended: boolean;
}

/**
 * What a class card shows of a class: `<ClassCard {...classCardProps(item)} href={…} />`. The
 * 报名 button appears only when the caller passes `onEnrol`, since enrolling needs the app.
 */
export function classCardProps(item: ClassCardRecord): ClassCardFields {
  return {
    name: item.name,
    cover: item.cover,
    organiser: item.organiser,
    startDate: item.startDate,
    endDate: item.endDate,
    requiredHours: item.requiredHours,
    enrolled: item.enrolled,
    progress: item.progress,
    ended: item.ended,
  };
}
