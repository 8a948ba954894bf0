import type { CourseDetail } from '@study-portal/api';
import { Card, EmptyState, readAddress, VisuallyHidden } from '@study-portal/ui';
import styled from 'styled-components';
import { Muted, PlainList } from './CourseDetail.styles';

const Material = styled.li`
  overflow-wrap: anywhere;

  & a {
    color: var(--sp-color-primary);
  }

  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

/** 课程教材: the course's attachments, each a download; a record with an unusable address shows its name only. */
export function CourseMaterials({ course }: { course: CourseDetail }) {
  return (
    <Card element="section" outlined aria-labelledby="course-materials-title">
      <h2 id="course-materials-title">课程教材</h2>
      {course.attachmentList.length === 0 ? (
        <EmptyState kind="noData" height={120} />
      ) : (
        <PlainList role="list">
          {course.attachmentList.map((material, index) => {
            // The address is a back-office record's: it is a link only if the URL policy allows it.
            const target = readAddress(material.attaPath);
            const href = target.kind === 'internal' ? target.to : target.kind === 'external' ? target.href : undefined;
            const external = target.kind === 'external';
            return (
              <Material key={`${index}-${material.attaPath}`}>
                {href ? (
                  <a href={href} download={external ? undefined : material.attaName} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    下载：{material.attaName}
                    {external && <VisuallyHidden>（在新窗口打开）</VisuallyHidden>}
                  </a>
                ) : (
                  <Muted>
                    {material.attaName}（文件地址无效，请联系管理员）
                  </Muted>
                )}
              </Material>
            );
          })}
        </PlainList>
      )}
    </Card>
  );
}
