import { courseCardProps, type CourseSummary } from '@study-portal/api';
import { CardCollection, CourseCard } from '@study-portal/ui';
import { courseAddress } from '../courses/addresses';
import { totalHours } from './courseHours';
import { Section } from './Section';

export interface ClassCoursesProps {
  compulsory: readonly CourseSummary[];
  elective: readonly CourseSummary[];
  /** Shows the learner's standing in each course (a member's view). */
  withStatus: boolean;
  headingLevel?: 2 | 3;
  /** Where a course opens; the signed-in course pages by default. */
  addressOf?: (course: CourseSummary) => string;
}

/** A class's compulsory and elective courses, each opening its course page. */
export function ClassCourses({ compulsory, elective, withStatus, headingLevel = 2, addressOf = courseAddress }: ClassCoursesProps) {
  const list = (title: string, courses: readonly CourseSummary[]) => (
    <Section title={courses.length > 0 ? `${title}（${courses.length} 门，共 ${totalHours(courses)} 学时）` : title} level={headingLevel}>
      <CardCollection
        label={title}
        items={courses}
        getKey={(course) => course.id}
        emptyText="暂无课程"
        renderItem={(course) => {
          const card = courseCardProps(course);
          return (
            <CourseCard
              {...card}
              status={withStatus ? card.status : undefined}
              headingLevel={headingLevel === 2 ? 3 : 4}
              href={addressOf(course)}
            />
          );
        }}
      />
    </Section>
  );
  return (
    <>
      {list('必修课程', compulsory)}
      {list('选修课程', elective)}
    </>
  );
}
