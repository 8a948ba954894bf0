import type { StudyTask } from '@study-portal/api';
import { Tag } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { counted, Facts } from '../shared/recordLayout';
import { studyTaskAddress } from './addresses';
import { periodText, studyTaskStatusLabels, studyTaskStatusTones } from './studyTaskStatus';

// Under a month of the plan (h4) a task reads as one line of the programme; in the task list
// (h3) it is an entry of its own, in the title size.
const looks = {
  3: { fontSize: 'var(--sp-font-size-title)', spacing: 'var(--sp-space-2)' },
  4: { fontSize: 'var(--sp-font-size-body)', spacing: 'var(--sp-space-1)' },
} as const;

const Entry = styled.div<{ $level: 3 | 4 }>`
  & h3,
  & h4 {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-2);
    align-items: center;
    margin: 0 0 ${({ $level }) => looks[$level].spacing};
    font-size: ${({ $level }) => looks[$level].fontSize};
  }

  & :is(h3, h4) a {
    color: var(--sp-color-text);
  }

  & :is(h3, h4) a:hover {
    color: var(--sp-color-primary);
  }

  & :is(h3, h4) a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }

  & p {
    margin: ${({ $level }) => looks[$level].spacing} 0 0;
    color: var(--sp-color-text-muted);
  }
`;

/** A study task in a list: its title linking to the task, its status, when, who publishes it, how many take part, its summary. */
export function StudyTaskEntry({ task, headingLevel }: { task: StudyTask; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Entry $level={headingLevel}>
      <Heading>
        <Link to={studyTaskAddress(task.id)}>{task.title}</Link>
        <Tag tone={studyTaskStatusTones[task.status]}>{studyTaskStatusLabels[task.status]}</Tag>
      </Heading>
      <Facts>
        {periodText(task.startDate, task.endDate) && <li>{periodText(task.startDate, task.endDate)}</li>}
        {task.publisher && <li>{task.publisher}</li>}
        <li>{counted(task.participantCount)} 人参与</li>
      </Facts>
      {task.summary && <p>{task.summary}</p>}
    </Entry>
  );
}
