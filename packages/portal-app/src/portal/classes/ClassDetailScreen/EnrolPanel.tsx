import type { TbtpClassDetail } from '@study-portal/api';
import { Button, ProgressBar } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { classFileAddress } from '../addresses';
import { enrolmentMessages, enrolmentOffer, type EnrolTarget } from '../enrolment';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  padding: var(--sp-space-4);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-page);

  & p {
    margin: 0;
  }

  & a {
    color: var(--sp-color-primary);
  }
`;

const Hint = styled.p`
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
`;

/** Where the learner stands with the class: enrolled with their progress, too late, or free to enrol. */
export function EnrolPanel({ detail, onEnrol }: { detail: TbtpClassDetail; onEnrol: (target: EnrolTarget) => void }) {
  const offer = enrolmentOffer(detail);
  if (offer.kind === 'enrolled') {
    return (
      <Panel>
        <p>您已报名本班，请按时完成学习任务。</p>
        <ProgressBar value={offer.progress} label="我的学习进度" showLabel showValue tone={offer.progress >= 100 ? 'success' : 'primary'} />
        <p>
          <Link to={classFileAddress(detail.tbtpId)}>查看我的成长档案</Link>
        </p>
      </Panel>
    );
  }
  if (offer.kind === 'ended') {
    return (
      <Panel>
        <p>{enrolmentMessages.ended}</p>
      </Panel>
    );
  }
  const oneClick = offer.target.oneClick && !offer.target.needVerifyCode;
  return (
    <Panel>
      <div>
        <Button variant="primary" onClick={() => onEnrol(offer.target)}>
          {oneClick ? '一键报名' : '报名'}
        </Button>
      </div>
      {offer.target.needVerifyCode && <Hint>{enrolmentMessages.codeHelp}</Hint>}
    </Panel>
  );
}
