import { useClassAssignments } from '@study-portal/api';
import { EmptyState, formatDate, Loading, RichText, Skeleton, Tag, VisuallyHidden } from '@study-portal/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../components/LoadFailed';
import { assignmentStatus, sortAssignments } from './assignmentStatus';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-2);
  padding: var(--sp-space-4);
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);

  & header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sp-space-2);
  }

  & h3 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    overflow-wrap: anywhere;
  }

  & dl {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-1) var(--sp-space-5);
    margin: 0;
    color: var(--sp-color-text-muted);
  }

  & dl > div {
    display: flex;
  }

  & dt::after {
    content: '：';
  }

  & dd {
    margin: 0;
  }

  & summary {
    cursor: pointer;
    color: var(--sp-color-primary);
  }

  & summary:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }
`;

/** The learner's own assignments in a class, with where each stands and what it asks for. */
export function AssignmentList({ tbtpId, headingLevel = 3 }: { tbtpId: string; headingLevel?: 3 | 4 }) {
  const assignments = useClassAssignments(tbtpId);
  if (assignments.error) return <LoadFailed what="班级作业" height={160} onRetry={() => void assignments.mutate()} />;
  if (!assignments.data) {
    return (
      <Loading label="正在加载班级作业">
        <Skeleton lines={4} />
      </Loading>
    );
  }
  if (assignments.data.length === 0) return <EmptyState height={160} description="本班暂无作业" />;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <List>
      {sortAssignments(assignments.data).map((assignment) => {
        const status = assignmentStatus(assignment.status);
        const facts: Array<[string, string]> = [['截止时间', formatDate(assignment.deadline, 'YYYY-MM-DD HH:mm')]];
        if (assignment.submitTime) facts.push(['提交时间', formatDate(assignment.submitTime, 'YYYY-MM-DD HH:mm')]);
        facts.push(['成绩', assignment.score === null || assignment.score === undefined ? (assignment.status === 'submitted' ? '待批阅' : '—') : `${assignment.score} 分`]);
        return (
          <li key={assignment.id}>
            <Card>
              <header>
                <Heading>{assignment.title}</Heading>
                <Tag tone={status.tone}>{status.label}</Tag>
              </header>
              <dl>
                {facts
                  .filter(([, value]) => value)
                  .map(([term, value]) => (
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
              </dl>
              <details>
                <summary>
                  作业要求<VisuallyHidden>：{assignment.title}</VisuallyHidden>
                </summary>
                <RichText html={assignment.requirement} />
              </details>
            </Card>
          </li>
        );
      })}
    </List>
  );
}
