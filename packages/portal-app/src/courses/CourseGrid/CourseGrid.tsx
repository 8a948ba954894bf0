import type { ApiError, CourseSummary, Page } from '@study-portal/api';
import { CardCollection, CourseCard, Pagination } from '@study-portal/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { courseDetailAddress } from '../addresses';
import { courseCardFacts } from '../courseCard';
import { studyStatusOf } from '../courseStatus';
import { useInAppOpen } from '../useInAppOpen';

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
export function CourseGrid({ courses, label, skeletonCount, pagerLabel, onPageChange, showTeacher = true }: CourseGridProps) {
  const openInApp = useInAppOpen();
  if (courses.error) return <LoadFailed what="课程" onRetry={() => void courses.mutate()} />;
  return (
    <>
      <CardCollection
        layout="grid"
        label={label}
        loading={!courses.data}
        skeletonCount={skeletonCount}
        items={courses.data?.items ?? []}
        getKey={(course) => course.id}
        renderItem={(course) => {
          const href = courseDetailAddress(course);
          return (
            <CourseCard
              {...courseCardFacts(course)}
              teacher={showTeacher ? (course.teacher ?? undefined) : undefined}
              status={studyStatusOf(course)}
              href={href}
              onOpen={openInApp(href)}
              headingLevel={3}
            />
          );
        }}
      />
      {courses.data && (
        <Pagination page={courses.data.page} pageSize={courses.data.pageSize} total={courses.data.total} onChange={onPageChange} hideOnSinglePage label={pagerLabel} />
      )}
    </>
  );
}
