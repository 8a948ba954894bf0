import type { FamousTeacherSummary } from '@study-portal/api';
import { Image } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { famousTeacherAddress } from '../addresses';

const Card = styled.article`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: var(--sp-space-3);
  height: 100%;
  padding: var(--sp-space-3);
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);

  &:hover,
  &:focus-within {
    box-shadow: var(--sp-shadow-raised);
  }

  & h3 {
    margin: 0 0 var(--sp-space-1);
    font-size: var(--sp-font-size-title);
  }

  & h3 a {
    color: var(--sp-color-text);
    text-decoration: none;
  }

  & h3 a:hover {
    color: var(--sp-color-primary);
    text-decoration: underline;
  }

  & h3 a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  & p {
    margin: 0 0 var(--sp-space-1);
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: var(--sp-color-text-muted);
`;

/** A famous teacher in the lecture hall: portrait, name (the link to their page), position, focus. */
export function TeacherCard({ teacher }: { teacher: FamousTeacherSummary }) {
  return (
    <Card>
      <Image src={teacher.picture ?? null} alt="" ratio="3 / 4" />
      <div>
        <h3>
          <Link to={famousTeacherAddress(teacher.id)}>{teacher.teacher}</Link>
        </h3>
        {teacher.teacherPosition && <Muted>{teacher.teacherPosition}</Muted>}
        {teacher.summary && <p>{teacher.summary}</p>}
        {teacher.researchField && <Muted>研究领域：{teacher.researchField}</Muted>}
        <Muted>主讲课程：{teacher.courseCount}门</Muted>
      </div>
    </Card>
  );
}
