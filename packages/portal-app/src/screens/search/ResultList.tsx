import type { ApiError, Page } from '@study-portal/api';
import { EmptyState, Pagination, Skeleton, SkeletonGroup, Tag } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../components/LoadFailed';
import { Highlight } from './highlight';
import { searchPageSize } from './searchQuery';

/** One result as the list shows it, whatever it is. */
export interface SearchResult {
  id: string;
  title: string;
  href: string;
  facts: ReadonlyArray<readonly [string, string | null | undefined]>;
  summary?: string | null | undefined;
  tags?: readonly string[];
}

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-2);
    padding: var(--sp-space-4) 0;
    border-bottom: 1px solid var(--sp-color-border);
  }

  && h2 {
    margin: 0;
    font-size: var(--sp-font-size-title);
    line-height: 1.5;
  }

  & mark {
    padding: 0 1px;
    border-radius: 2px;
    background: var(--sp-color-warning-surface);
    color: inherit;
    font-weight: 700;
  }
`;

const TitleLink = styled(Link)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  border-radius: 2px;
  color: var(--sp-color-primary);
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-1) var(--sp-space-4);
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-small);

  & > span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Summary = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  margin: 0;
  color: var(--sp-color-text-muted);
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);

  & strong {
    color: var(--sp-color-primary);
  }
`;

export interface ResultListProps<T> {
  /** The read of the current page (an SWR response). */
  read: { data?: Page<T> | undefined; error?: ApiError | undefined; mutate: () => unknown };
  toResult: (item: T) => SearchResult;
  keyword: string;
  /** What is searched, e.g. 课程: for the count and the failure message. */
  what: string;
  page: number;
  onPage: (page: number) => void;
}

/**
 * A page of search results: how many were found (announced), each result with the keyword
 * marked in its title and summary, and the pages.
 */
export function ResultList<T>({ read, toResult, keyword, what, page, onPage }: ResultListProps<T>) {
  let body: ReactNode;
  if (read.error) {
    body = <LoadFailed what={what} onRetry={() => void read.mutate()} />;
  } else if (!read.data) {
    body = (
      <SkeletonGroup label="正在搜索">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} lines={3} />
        ))}
      </SkeletonGroup>
    );
  } else if (read.data.items.length === 0) {
    body = (
      <EmptyState>
        <p>{keyword ? `没有找到与“${keyword}”相关的${what}，换个关键词或搜索范围试试。` : `还没有${what}。`}</p>
      </EmptyState>
    );
  } else {
    body = (
      <Items>
        {read.data.items.map(toResult).map((result) => (
          <li key={result.id}>
            <h2>
              <TitleLink to={result.href} title={result.title}>
                <Highlight text={result.title} keyword={keyword} />
              </TitleLink>
            </h2>
            <Facts>
              {result.tags?.map((tag) => (
                <Tag key={tag} tone="primary">
                  {tag}
                </Tag>
              ))}
              {result.facts
                .filter((fact): fact is readonly [string, string] => Boolean(fact[1]))
                .map(([term, value]) => (
                  <span key={term} title={value}>
                    {term}：{value}
                  </span>
                ))}
            </Facts>
            {result.summary && (
              <Summary>
                <Highlight text={result.summary} keyword={keyword} />
              </Summary>
            )}
          </li>
        ))}
      </Items>
    );
  }

  return (
    <>
      <Count role="status">
        {read.data ? (
          keyword ? (
            <>
              找到 <strong>{read.data.total}</strong> 个与“{keyword}”相关的{what}
            </>
          ) : (
            <>
              共 <strong>{read.data.total}</strong> 个{what}
            </>
          )
        ) : null}
      </Count>
      {body}
      {read.data && (
        <Pagination page={page} pageSize={searchPageSize} total={read.data.total} hideOnSinglePage label="搜索结果分页" onChange={(next) => onPage(next)} />
      )}
    </>
  );
}
