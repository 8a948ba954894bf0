import type { ApiError, Page } from '@study-portal/api';
import { Pagination, Table, type TableColumn } from '@study-portal/ui';
import { useState, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenSection } from './ScreenSection';
import { SearchBar } from '../../components/SearchBar';

/** What a searchable list is asked for. */
export interface ListQuery {
  keyword: string;
  page: number;
  pageSize: number;
}

export interface SearchablePagedTableProps<Row extends object> {
  title: string;
  /** Label of the search box, e.g. 班级名称. */
  searchLabel: string;
  /** What failed to load, in the failure message. */
  what: string;
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: keyof Row & string;
  empty: ReactNode;
  /** The read hook of the list; called with the current query on every render. */
  useList: (query: ListQuery) => SWRResponse<Page<Row>, ApiError>;
}

/** An admin list screen: search, a table of one page, and paging. */
export function SearchablePagedTable<Row extends object>({ title, searchLabel, what, caption, columns, rowKey, empty, useList }: SearchablePagedTableProps<Row>) {
  const [query, setQuery] = useState<ListQuery>({ keyword: '', page: 1, pageSize: 10 });
  const { data, error, mutate } = useList(query);
  return (
    <ScreenSection title={title}>
      <SearchBar label={searchLabel} size="small" value={query.keyword} onSearch={(keyword) => setQuery((current) => ({ ...current, keyword, page: 1 }))} />
      {error ? (
        <LoadFailed what={what} onRetry={() => void mutate()} />
      ) : (
        <>
          <Table caption={caption} captionHidden columns={columns} rows={data?.items ?? []} rowKey={rowKey} loading={!data} empty={empty} />
          {data && data.total > 0 && (
            <Pagination page={query.page} pageSize={query.pageSize} total={data.total} onChange={(page, pageSize) => setQuery((current) => ({ ...current, page, pageSize }))} />
          )}
        </>
      )}
    </ScreenSection>
  );
}
