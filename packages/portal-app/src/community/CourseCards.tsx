import type { CourseSummary } from '@study-portal/api';
import { CardCollection, CourseCard, type CourseCardProps } from '@study-portal/ui';
import { courseAddress } from './portalAddress';
import { courseStatusOf } from './taskStatus';
import { useOpenInApp } from './useOpenInApp';

export interface CourseCardsProps {
  courses: readonly CourseSummary[];
  /** Names the list, e.g. 任务课程. */
  label: string;
  emptyText: string;
  headingLevel?: CourseCardProps['headingLevel'];
}

/** Courses as cards with the learner's standing in each; a card opens its course page in the app. */
export function CourseCards({ courses, label, emptyText, headingLevel }: CourseCardsProps) {
  const open = useOpenInApp();
  return (
    <CardCollection
      items={courses}
      getKey={(course) => course.id}
      label={label}
      emptyText={emptyText}
      renderItem={(course) => {
        const href = courseAddress(course);
        return (
          <CourseCard
            name={course.name}
            cover={course.courseCover ?? null}
            teacher={course.teacher ?? undefined}
            showCourseDuration={course.showCourseDuration ?? undefined}
            creditHour={course.creditHour}
            courseVisitor={course.courseVisitor}
            status={courseStatusOf(course.studyStatus)}
            isFine={course.isFine}
            href={href}
            onOpen={open(href)}
            headingLevel={headingLevel}
          />
        );
      }}
    />
  );
}
