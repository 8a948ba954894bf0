import { useCoursesByCategory } from '@study-portal/api';
import { Button, CardCollection, CourseCard, Pagination } from '@study-portal/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../components/LoadFailed';
import { courseDetailAddress } from '../addresses';
import { categoryCoursesRequest, type CourseSort } from '../categoryTree';
import { studyStatusOf } from '../courseStatus';
import { useInAppOpen } from '../useInAppOpen';

const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--sp-space-3);
  margin-bottom: var(--sp-space-3);

  & h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }

  & h2:focus {
    outline: none;
  }
`;

const SortGroup = styled.div`
  display: flex;
  gap: var(--sp-space-2);
`;

const sorts: Array<{ value: CourseSort; label: string }> = [
  { value: 'latest', label: '最新' },
  { value: 'hottest', label: '最热' },
];

export interface CategoryCoursesProps {
  /** The list's heading: the category shown. */
  title: string;
  categoryId: string | undefined;
  page: number;
  sort: CourseSort;
  onPageChange: (page: number) => void;
  onSortChange: (sort: CourseSort) => void;
}

/** One page of a category's courses as cards, newest or most played first. */
export function CategoryCourses({ title, categoryId, page, sort, onPageChange, onSortChange }: CategoryCoursesProps) {
  const courses = useCoursesByCategory(categoryCoursesRequest({ categoryId, page, sort }));
  const openInApp = useInAppOpen();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a page change the learner continues from the top of the new page, not the pager.
  const changePage = (next: number) => {
    onPageChange(next);
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="category-courses-title">
      <ListHead>
        <h2 id="category-courses-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <SortGroup role="group" aria-label="排序">
          {sorts.map((option) => (
            <Button key={option.value} size="small" aria-pressed={sort === option.value} variant={sort === option.value ? 'primary' : 'default'} onClick={() => onSortChange(option.value)}>
              {option.label}
            </Button>
          ))}
        </SortGroup>
      </ListHead>
      {courses.error ? (
        <LoadFailed what="课程" onRetry={() => void courses.mutate()} />
      ) : (
        <>
          <CardCollection
            layout="grid"
            loading={!courses.data}
            skeletonCount={8}
            items={courses.data?.items ?? []}
            getKey={(course) => course.id}
            renderItem={(course) => {
              const href = courseDetailAddress(course);
              return (
                <CourseCard
                  name={course.name}
                  cover={course.courseCover ?? null}
                  teacher={course.teacher ?? undefined}
                  showCourseDuration={course.showCourseDuration ?? undefined}
                  creditHour={course.creditHour}
                  courseVisitor={course.courseVisitor}
                  status={studyStatusOf(course)}
                  isFine={course.isFine}
                  href={href}
                  onOpen={openInApp(href)}
                  headingLevel={3}
                />
              );
            }}
          />
          {courses.data && (
            <Pagination page={courses.data.page} pageSize={courses.data.pageSize} total={courses.data.total} onChange={changePage} hideOnSinglePage label="课程分页" />
          )}
        </>
      )}
    </section>
  );
}
