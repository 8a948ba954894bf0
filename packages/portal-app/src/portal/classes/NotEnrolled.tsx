import { EmptyState } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { classAddress } from './addresses';

const Way = styled(Link)`
  color: var(--sp-color-primary);
`;

/** What a member-only page shows a learner who has not joined the class: the way to join it. */
export function NotEnrolled({ id, what }: { id: string; what: string }) {
  return (
    <EmptyState description={`您尚未报名该专题班，报名后即可查看${what}`}>
      <Way to={classAddress(id)}>前往班级首页报名</Way>
    </EmptyState>
  );
}
