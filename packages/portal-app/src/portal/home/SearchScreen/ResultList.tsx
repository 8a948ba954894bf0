import type { ApiError, Page } from '@study-portal/api';
import { EmptyState, Pagination, Skeleton, Loading } from '@study-portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EntryList, type Entry } from '../../../components/EntryList';
import { LoadFailed } from '../../../components/LoadFailed';
import { Highlight } from './highlight';
import { searchPageSize } from './searchQuery';

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
  toResult: (item: T) => Entry;
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
      <Loading label="正在搜索">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} lines={3} />
        ))}
      </Loading>
    );
  } else if (read.data.items.length === 0) {
    body = (
      <EmptyState>
        <p>{keyword ? `没有找到与“${keyword}”相关的${what}，换个关键词或搜索范围试试。` : `还没有${what}。`}</p>
      </EmptyState>
    );
  } else {
    body = <EntryList entries={read.data.items.map(toResult)} renderText={(text) => <Highlight text={text} keyword={keyword} />} />;
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
