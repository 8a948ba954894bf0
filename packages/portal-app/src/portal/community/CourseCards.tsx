import { courseCardProps, type CourseSummary } from '@study-portal/api';
import { CardCollection, CourseCard, type CourseCardProps } from '@study-portal/ui';
import { courseAddress } from '../courses/addresses';

export interface CourseCardsProps {
  courses: readonly CourseSummary[];
  /** Names the list, e.g. 任务课程. */
  label: string;
  emptyText: string;
  headingLevel?: CourseCardProps['headingLevel'];
}

/** Courses as cards with the learner's standing in each; a card opens its course page in the app. */
export function CourseCards({ courses, label, emptyText, headingLevel }: CourseCardsProps) {
  return (
    <CardCollection
      items={courses}
      getKey={(course) => course.id}
      label={label}
      emptyText={emptyText}
      renderItem={(course) => {
        return <CourseCard {...courseCardProps(course)} href={courseAddress(course)} headingLevel={headingLevel} />;
      }}
    />
  );
}
