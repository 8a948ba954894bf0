import type { CourseDetail } from '@study-portal/api';
import { Card, EmptyState, Image, readAddress, RichText } from '@study-portal/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Teachers = styled.ul`
  display: grid;
  gap: var(--sp-space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    grid-template-columns: 64px minmax(0, 1fr);
    gap: var(--sp-space-3);
    align-items: start;
  }

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    overflow-wrap: anywhere;
  }

  & p {
    margin: var(--sp-space-1) 0 0;
    overflow-wrap: anywhere;
  }

  & p[data-position] {
    color: var(--sp-color-text-muted);
  }
`;

const Materials = styled.ul`
  margin: 0;
  padding-left: var(--sp-space-5);

  & li + li {
    margin-top: var(--sp-space-2);
  }

  & a {
    color: var(--sp-color-primary);
    overflow-wrap: anywhere;
  }
`;

// The portrait's shape is the one every teacher picture has (home, lecture hall): upright 3:4.
const Portrait = styled(Image)`
  width: 64px;
  border-radius: var(--sp-radius-control);
  overflow: hidden;
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card element="section" outlined aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

/** What a course is about: 课程简介, 授课教师 and 课程教材. Server HTML only through RichText. */
export function CourseAbout({ course }: { course: CourseDetail }) {
  const teachers = course.listTeacherInfo ?? [];
  const materials = course.attachmentList ?? [];
  return (
    <>
      <Section title="课程简介">
        <RichText html={course.introduction} />
      </Section>
      <Section title="教师简介">
        {teachers.length === 0 ? (
          <EmptyState kind="noContent" height={120} />
        ) : (
          <Teachers>
            {teachers.map((teacher, index) => (
              <li key={`${teacher.teacher}-${index}`}>
                <Portrait src={teacher.picture} alt="" ratio="3 / 4" />
                <div>
                  <h3>{teacher.teacher}</h3>
                  {teacher.teacherPosition ? <p data-position="">{teacher.teacherPosition}</p> : null}
                  {teacher.teacherProfile ? <p>{teacher.teacherProfile}</p> : null}
                </div>
              </li>
            ))}
          </Teachers>
        )}
      </Section>
      <Section title="课程教材">
        {materials.length === 0 ? (
          <EmptyState kind="noContent" height={120} />
        ) : (
          <Materials>
            {materials.map((material, index) => {
              const target = readAddress(material.attaPath);
              return (
                <li key={`${material.attaPath}-${index}`}>
                  {target.kind === 'none' ? (
                    material.attaName
                  ) : target.kind === 'external' ? (
                    <a href={target.href} target="_blank" rel="noopener noreferrer">
                      {material.attaName}
                    </a>
                  ) : (
                    <a href={target.to} download>
                      {material.attaName}
                    </a>
                  )}
                </li>
              );
            })}
          </Materials>
        )}
      </Section>
    </>
  );
}
