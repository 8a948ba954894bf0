import { useCoursesByCategory } from '@study-portal/api';
import { Button } from '@study-portal/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { categoryCoursesRequest, type CourseSort } from '../categoryTree';
import { CourseGrid } from '../CourseGrid';

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
      <CourseGrid courses={courses} skeletonCount={8} pagerLabel="课程分页" onPageChange={changePage} />
    </section>
  );
}
