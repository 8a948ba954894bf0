import type { ApiError, Page, useLearningPioneers } from '@study-portal/api';
import { Pagination, Table, type TableColumn } from '@study-portal/ui';
import { useId } from 'react';
import type { SWRResponse } from 'swr';
import { honourNav } from '../areaPages';
import { rankOf } from '../listPage';
import { RankBadge } from '../RankBadge';
import { SearchBar } from '../../../components/SearchBar';
import { useListFilters } from '../useListFilters';
import { recentYears, YearSelect } from '../YearSelect';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageNav } from '../../../components/PageNav';
import { ScreenPage } from '../../../components/ScreenPage';

const pageSize = 10;

/** What a honour list's page asks of its backend: a page of one award year, maybe searched. */
type HonourQuery = Parameters<typeof useLearningPioneers>[0];

/** One honour list (光荣榜): what differs between 学习先锋 and 学习型党支部, as data (honourLists.tsx). */
export interface HonourList<Item extends { id: string; year?: number | null }> {
  /** The list's name: the page's title, and the word in its texts. */
  name: string;
  /** What the list is ranked by, for the table's caption: 年度学时. */
  rankedBy: string;
  /** The search field's label and placeholder. */
  search: { fieldLabel: string; placeholder: string };
  /** The page of the list for a query. */
  useList: (query: HonourQuery) => SWRResponse<Page<Item>, ApiError>;
  /** The columns after the rank. */
  columns: TableColumn<Item>[];
}

export interface HonourListScreenProps<Item extends { id: string; year?: number | null }> {
  list: HonourList<Item>;
  /** Today, for the award years offered. */
  now?: Date;
}

/**
 * A honour list of an award year (docs/product/community.md): the ranked table a page at a time,
 * with a search by name or unit and the year. The two lists differ only in their data.
 */
export function HonourListScreen<Item extends { id: string; year?: number | null }>({ list, now = new Date() }: HonourListScreenProps<Item>) {
  const headingId = useId();
  const filters = useListFilters();
  const { page, keyword, year } = filters;
  const reply = list.useList({ page, pageSize, ...(year ? { year } : {}), ...(keyword ? { keyword } : {}) });
  const shownYear = reply.data?.items[0]?.year ?? year;
  const columns: TableColumn<Item>[] = [
    { key: 'rank', title: '名次', width: 72, align: 'center', render: (_, index) => <RankBadge rank={rankOf(page, pageSize, index)} /> },
    ...list.columns,
  ];

  return (
    <ScreenPage>
      <h1>{list.name}</h1>
      <PageNav label="光荣榜" items={honourNav} />
      <SearchBar label={`查找${list.name}`} fieldLabel={list.search.fieldLabel} placeholder={list.search.placeholder} value={keyword} onSearch={filters.setKeyword}>
        <YearSelect label="评选年度" value={year} years={recentYears(now, 4)} latestLabel="最新一期" onChange={filters.setYear} />
      </SearchBar>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{shownYear ? `${shownYear}年度${list.name}` : `${list.name}名单`}</h2>
        {reply.error ? (
          <LoadFailed what={list.name} onRetry={() => void reply.mutate()} />
        ) : (
          <>
            <Table caption={`${list.name}名单，按${list.rankedBy}排名`} captionHidden columns={columns} rows={reply.data?.items ?? []} rowKey="id" loading={!reply.data} />
            {reply.data && reply.data.total > 0 && (
              <Pagination page={page} pageSize={pageSize} total={reply.data.total} onChange={filters.setPage} label={`${list.name}分页`} />
            )}
          </>
        )}
      </section>
    </ScreenPage>
  );
}
