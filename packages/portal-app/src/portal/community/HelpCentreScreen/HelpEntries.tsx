import { useHelpEntries, type HelpArticle } from '@study-portal/api';
import { Card, EmptyState, Loading, Pagination, RichText, Skeleton } from '@study-portal/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { SearchBar } from '../../../components/SearchBar';
import { useListFilters } from '../useListFilters';
import { LoadFailed } from '../../../components/LoadFailed';
import { helpGroups } from './helpGroups';

// Enough for a whole help centre on one page; more pages only for an unusually large one.
const pageSize = 50;

const Group = styled.div`
  margin-top: var(--sp-space-4);

  & h3 {
    margin: 0 0 var(--sp-space-2);
    font-size: var(--sp-font-size-title);
    overflow-wrap: anywhere;
  }

  & h4 {
    margin: 0;
    font-size: var(--sp-font-size-body);
  }
`;

// One card per category, its questions divided by hairlines; the answers' own lists keep their look.
const Questions = styled(Card).attrs({ element: 'ul', padding: 'none' })`
  & > li + li {
    border-top: 1px solid var(--sp-color-border);
  }
`;

const Question = styled.button`
  display: flex;
  gap: var(--sp-space-2);
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: var(--sp-touch-target);
  padding: var(--sp-space-3) var(--sp-space-4);
  border: none;
  background: transparent;
  color: var(--sp-color-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover,
  &[aria-expanded='true'] {
    color: var(--sp-color-primary);
  }

  &:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }

  &::after {
    flex: none;
    content: '+';
    font-weight: 700;
  }

  &[aria-expanded='true']::after {
    content: '−';
  }
`;

const Answer = styled.div`
  padding: 0 var(--sp-space-4) var(--sp-space-4);

  & p[data-updated] {
    margin: var(--sp-space-2) 0 0;
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }
`;

/** One question that opens in place to show its answer (the disclosure pattern). */
function HelpItem({ article }: { article: HelpArticle }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li>
      <h4>
        <Question type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((shown) => !shown)}>
          {article.title}
        </Question>
      </h4>
      <Answer id={answerId} hidden={!open}>
        {open && (
          <>
            <RichText html={article.content} />
            {article.updateTime && <p data-updated="">更新于 {article.updateTime}</p>}
          </>
        )}
      </Answer>
    </li>
  );
}

/** The help centre's questions and answers, by category, searchable. Open to everyone. */
export function HelpEntries() {
  const filters = useListFilters();
  const { page, keyword } = filters;
  const articles = useHelpEntries({ page, pageSize, ...(keyword ? { keyword } : {}) });

  return (
    <section aria-labelledby="help-title">
      <h2 id="help-title">常见问题</h2>
      <SearchBar label="搜索帮助" fieldLabel="问题关键词" placeholder="例如：密码、学时、报名" value={keyword} onSearch={filters.setKeyword} />
      {articles.error ? (
        <LoadFailed what="帮助内容" onRetry={() => void articles.mutate()} />
      ) : !articles.data ? (
        <Loading label="正在加载帮助内容">
          <Skeleton shape="rect" height={240} />
        </Loading>
      ) : articles.data.items.length === 0 ? (
        <EmptyState description={keyword ? `没有找到与“${keyword}”相关的问题，可在下方提交建议` : undefined} />
      ) : (
        <>
          {helpGroups(articles.data.items).map((group) => (
            <Group key={group.category}>
              <h3>{group.category}</h3>
              <Questions aria-label={group.category}>
                {group.articles.map((article) => (
                  <HelpItem key={article.id} article={article} />
                ))}
              </Questions>
            </Group>
          ))}
          {articles.data.total > pageSize && (
            <Pagination page={page} pageSize={pageSize} total={articles.data.total} onChange={filters.setPage} label="帮助内容分页" />
          )}
        </>
      )}
    </section>
  );
}
