import type { CourseDetail } from '@study-portal/api';
import { Card, EmptyState, Image } from '@study-portal/ui';
import styled from 'styled-components';
import { Muted, PlainList } from './CourseDetail.styles';

const Teacher = styled.li`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: var(--sp-space-3);
  align-items: start;

  & p {
    margin: var(--sp-space-1) 0 0;
    overflow-wrap: anywhere;
  }
`;

/** 授课教师: each teacher's picture, position and profile, as text (the profile is plain text [F]). */
export function CourseTeachers({ course }: { course: CourseDetail }) {
  const teachers = course.listTeacherInfo;
  return (
    <Card element="section" outlined aria-labelledby="course-teachers-title">
      <h2 id="course-teachers-title">授课教师</h2>
      {teachers.length > 0 ? (
        <PlainList role="list">
          {teachers.map((teacher, index) => (
            <Teacher key={`${index}-${teacher.teacher}`}>
              <Image src={teacher.picture ?? null} alt="" ratio="3 / 4" />
              <div>
                <h3>{teacher.teacher}</h3>
                {teacher.teacherPosition && <Muted>{teacher.teacherPosition}</Muted>}
                {teacher.teacherProfile && <p>{teacher.teacherProfile}</p>}
              </div>
            </Teacher>
          ))}
        </PlainList>
      ) : course.teacher ? (
        <Muted>{course.teacher}</Muted>
      ) : (
        <EmptyState kind="noData" height={120} />
      )}
    </Card>
  );
}
