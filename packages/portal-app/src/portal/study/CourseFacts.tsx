import type { CourseDetail } from '@study-portal/api';
import styled from 'styled-components';
import { formatHours } from './studyFormat';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2) var(--sp-space-5);
  margin: 0;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);

  & div {
    display: flex;
    gap: var(--sp-space-1);
    min-width: 0;
  }

  & dt::after {
    content: '：';
  }

  & dd {
    margin: 0;
    color: var(--sp-color-text);
    overflow-wrap: anywhere;
  }
`;

/** The facts a learner checks before studying (授课教师 课件时长 学时 播放次数 发布时间). */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const facts: Array<[string, string]> = [
    ['授课教师', course.teacher || '暂无'],
    ['课件时长', course.showCourseDuration || '暂无'],
    ['学时', formatHours(course.creditHour)],
    ['播放次数', String(course.courseVisitor)],
    ['发布时间', course.publishDate || '暂无'],
  ];
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
