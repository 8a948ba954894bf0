import { useMySuggestions, type Suggestion } from '@study-portal/api';
import { Card, EmptyState, Loading, Pagination, Skeleton, Tag } from '@study-portal/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Facts } from '../../shared/recordLayout';
import { LoadFailed } from '../../../components/LoadFailed';

const pageSize = 5;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  margin: 0 0 var(--sp-space-3);
  padding: 0;
  list-style: none;

  & h4 {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-2);
    align-items: center;
    margin: 0;
    font-size: var(--sp-font-size-title);
  }

  & p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Item = styled(Card).attrs({ element: 'li' })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-2);
  overflow-wrap: anywhere;
`;

const Reply = styled.div`
  padding: var(--sp-space-3);
  border-left: 3px solid var(--sp-color-success);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-success-surface);
`;

function SuggestionItem({ suggestion }: { suggestion: Suggestion }) {
  const replied = suggestion.status === 'replied';
  return (
    <Item>
      <h4>
        {suggestion.title}
        <Tag tone={replied ? 'success' : 'warning'}>{replied ? '已回复' : '待回复'}</Tag>
      </h4>
      {suggestion.createTime && <Facts><li>提交于 {suggestion.createTime}</li></Facts>}
      {/* Suggestions and answers are plain text as typed: shown, never parsed. */}
      <p>{suggestion.content}</p>
      {replied && suggestion.reply && (
        <Reply>
          <Facts>
            <li>{suggestion.replier || '平台'}回复</li>
            {suggestion.replyTime && <li>{suggestion.replyTime}</li>}
          </Facts>
          <p>{suggestion.reply}</p>
        </Reply>
      )}
    </Item>
  );
}

/** The learner's suggestions, newest first, with the administrators' answers. */
export function MySuggestions() {
  const [page, setPage] = useState(1);
  const list = useMySuggestions({ page, pageSize });
  return (
    <div>
      <h3>我提交的建议</h3>
      {list.error ? (
        <LoadFailed what="我的建议" height={160} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading label="正在加载我的建议">
          <Skeleton shape="rect" height={160} />
        </Loading>
      ) : list.data.items.length === 0 ? (
        <EmptyState description="您还没有提交过建议" height={160} />
      ) : (
        <>
          <List aria-label="我提交的建议">
            {list.data.items.map((suggestion) => (
              <SuggestionItem key={suggestion.id} suggestion={suggestion} />
            ))}
          </List>
          <Pagination page={page} pageSize={pageSize} total={list.data.total} onChange={setPage} hideOnSinglePage label="我的建议分页" />
        </>
      )}
    </div>
  );
}
