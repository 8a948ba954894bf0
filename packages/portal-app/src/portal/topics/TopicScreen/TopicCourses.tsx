import { courseCardProps, useTopicCourses, type CourseSummary } from '@study-portal/api';
import { CardCollection, CourseCard, Pagination } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import { readPage, withPage } from '../../shared/pageAddress';
import { LoadFailed } from '../../../components/LoadFailed';
import { courseAddress, type CourseRef, openCourseAddress, openCourseMobileAddress } from '../../courses/addresses';
import type { TopicPageVariant } from '../pageVariant';

/** Courses a topic page shows at once: three rows of four on a wide screen. */
export const topicCoursePageSize = 12;

// The phone's open course page has no image-text twin, so it takes both kinds.
const courseHref: Record<TopicPageVariant, (course: CourseRef) => string> = {
  portal: courseAddress,
  open: openCourseAddress,
  mobile: (course) => openCourseMobileAddress(course.id),
};

/** A topic's courses in its own order, a page at a time; each name leads to the course page. */
export function TopicCourses({ topicId, variant }: { topicId: string; variant: TopicPageVariant }) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const courses = useTopicCourses({ subjectId: topicId, page, pageSize: topicCoursePageSize });
  const signedIn = variant === 'portal';

  return (
    <section aria-labelledby="topic-courses-title">
      <h2 id="topic-courses-title">专题课程</h2>
      {courses.error ? (
        <LoadFailed what="专题课程" onRetry={() => void courses.mutate()} />
      ) : (
        <>
          <CardCollection<CourseSummary>
            layout={variant === 'mobile' ? 'list' : 'grid'}
            loading={!courses.data}
            skeletonCount={4}
            items={courses.data?.items ?? []}
            getKey={(course) => course.id}
            emptyKind="noContent"
            renderItem={(course) => {
              const card = courseCardProps(course);
              return (
                <CourseCard
                  href={courseHref[variant](course)}
                  {...card}
                  layout={variant === 'mobile' ? 'horizontal' : 'vertical'}
                  status={signedIn ? card.status : undefined}
                />
              );
            }}
          />
          {courses.data && (
            <Pagination
              label="专题课程分页"
              page={page}
              pageSize={topicCoursePageSize}
              total={courses.data.total}
              hideOnSinglePage
              onChange={(next) => setParams(withPage(params, next))}
            />
          )}
        </>
      )}
    </section>
  );
}
