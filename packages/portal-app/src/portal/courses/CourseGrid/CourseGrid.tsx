import { courseCardProps, type ApiError, type CourseSummary, type Page } from '@study-portal/api';
import { CardCollection, CourseCard, Pagination } from '@study-portal/ui';
import { LoadFailed } from '../../../components/LoadFailed';
import { useSecondPass } from '../../../components/useSecondPass';
import { courseAddress } from '../addresses';

export interface CourseGridProps {
  /** The read of the current page (an SWR response). */
  courses: { data?: Page<CourseSummary> | undefined; error?: ApiError | undefined; mutate: () => unknown };
  /** Accessible name of the cards' list, when the section's heading does not already say it. */
  label?: string | undefined;
  /** Placeholders while the page loads: as many as the page usually fills. */
  skeletonCount: number;
  /** Accessible name of the pager, e.g. 课程分页. */
  pagerLabel: string;
  onPageChange: (page: number) => void;
  /** Left out on a teacher's own page, where every card would name them. */
  showTeacher?: boolean;
}

/** One page of courses as cards with the pager below, or the failure with a retry. */
export function CourseGrid({ courses, ...shown }: CourseGridProps) {
  if (courses.error) return <LoadFailed what="课程" onRetry={() => void courses.mutate()} />;
  // Remounted when the page arrives, so its cards start again from the first pass.
  return <CoursePage key={courses.data ? 'arrived' : 'loading'} page={courses.data} {...shown} />;
}

/** Cards in the first pass: about what a phone shows before the learner scrolls. */
const firstPassCards = 4;

/**
 * The page's cards: the first few, then the rest with the pager in a second pass
 * (useSecondPass), so the first paint does not wait for a dozen cards.
 */
function CoursePage({ page, label, skeletonCount, pagerLabel, onPageChange, showTeacher = true }: Omit<CourseGridProps, 'courses'> & { page: Page<CourseSummary> | undefined }) {
  const allShown = useSecondPass();
  const items = page?.items ?? [];
  return (
    <>
      <CardCollection
        layout="grid"
        label={label}
        loading={!page}
        skeletonCount={skeletonCount}
        items={allShown ? items : items.slice(0, firstPassCards)}
        getKey={(course) => course.id}
        renderItem={(course, index) => {
          const card = courseCardProps(course);
          return (
            <CourseCard
              {...card}
              // The first pass's cards are what a phone shows first: their covers come with the page.
              coverLoading={index < firstPassCards ? 'eager' : 'lazy'}
              teacher={showTeacher ? card.teacher : undefined}
              href={courseAddress(course)}
              headingLevel={3}
            />
          );
        }}
      />
      {page && allShown && <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onChange={onPageChange} hideOnSinglePage label={pagerLabel} />}
    </>
  );
}
