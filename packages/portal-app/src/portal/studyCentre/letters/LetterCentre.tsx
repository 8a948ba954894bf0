import { useLetters, useUnreadLetterCount } from '@study-portal/api';
import { Card, EmptyState, Loading, Pagination, Skeleton, Tag } from '@study-portal/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { LetterDetailView } from './LetterDetailView';
import { letterTypeLabel } from './letterTypes';

const pageSize = 8;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 2fr) 3fr;
  gap: var(--sp-space-5);
  align-items: start;

  @media (max-width: 1023px) {
    grid-template-columns: 1fr;
  }

  & h2 {
    margin: 0 0 var(--sp-space-3);
    font-size: var(--sp-font-size-title);
  }
`;

const Counts = styled.p`
  margin: 0 0 var(--sp-space-3);
  color: var(--sp-color-text-muted);
`;

const List = styled.ul`
  margin: 0 0 var(--sp-space-3);
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--sp-color-border);
`;

const Entry = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-1);
  padding: var(--sp-space-3);
  border-bottom: 1px solid var(--sp-color-border);
  color: var(--sp-color-text);
  text-decoration: none;

  &:hover {
    background: var(--sp-color-page);
  }

  &[aria-current='true'] {
    background: var(--sp-color-page);
    box-shadow: inset var(--sp-space-1) 0 0 var(--sp-color-primary);
  }

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  & > strong {
    display: flex;
    align-items: center;
    gap: var(--sp-space-2);
    overflow-wrap: anywhere;
  }

  &[data-read='true'] > strong {
    font-weight: 400;
  }

  & > span {
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }
`;

const Detail = styled(Card).attrs({ element: 'section' })`
  border: 1px solid var(--sp-color-border);
`;

export interface LetterCentreProps {
  /** The query parameter holding the open letter's id (`id` on /messageCenter). */
  idParam?: string;
}

/** The learner's letters: the list, unread first, and the letter chosen, which opening marks read. */
export function LetterCentre({ idParam = 'id' }: LetterCentreProps) {
  const [params] = useSearchParams();
  const selected = params.get(idParam);
  const [page, setPage] = useState(1);
  const letters = useLetters({ page, pageSize });
  const unread = useUnreadLetterCount();
  // Only a letter chosen here takes the focus; one opened by its address leaves the page as it loads.
  const [chosenHere, setChosenHere] = useState(false);

  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(idParam, id);
    return `?${next.toString()}`;
  };

  return (
    <Layout>
      <section aria-labelledby="letters-list-title">
        <h2 id="letters-list-title">消息列表</h2>
        {letters.error ? (
          <LoadFailed what="消息" onRetry={() => void letters.mutate()} />
        ) : !letters.data ? (
          <Loading label="正在加载消息">
            <Skeleton shape="rect" height={240} />
          </Loading>
        ) : letters.data.items.length === 0 ? (
          <EmptyState description="暂无消息" />
        ) : (
          <>
            <Counts>
              共 {letters.data.total} 条{unread.data !== undefined ? `，未读 ${unread.data} 条` : ''}
            </Counts>
            <List role="list" aria-label="消息">
              {letters.data.items.map((letter) => (
                <li key={letter.id}>
                  <Entry
                    to={hrefOf(letter.id)}
                    replace={selected !== null}
                    aria-current={letter.id === selected ? 'true' : undefined}
                    data-read={letter.read ? 'true' : 'false'}
                    onClick={() => setChosenHere(true)}
                  >
                    <strong>
                      {!letter.read && <Tag tone="danger">未读</Tag>}
                      <span>{letter.title}</span>
                    </strong>
                    <span>
                      {letterTypeLabel(letter.type)} · {letter.sendTime}
                    </span>
                  </Entry>
                </li>
              ))}
            </List>
            <Pagination page={page} pageSize={pageSize} total={letters.data.total} hideOnSinglePage label="消息分页" onChange={(next) => setPage(next)} />
          </>
        )}
      </section>
      <Detail aria-label="消息内容">
        {selected ? <LetterDetailView id={selected} focusOnOpen={chosenHere} /> : <EmptyState description="请从左侧列表选择一条消息查看" height={200} />}
      </Detail>
    </Layout>
  );
}
