import { useArticles, type PortalArticleSummary } from '@study-portal/api';
import { EmptyState, Pagination, Table, Tag, type TableColumn } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { PagerRow, ScreenSection } from '../../components/ScreenSection';
import { SearchBar } from '../../components/SearchBar';

const columns: TableColumn<PortalArticleSummary>[] = [
  {
    key: 'title',
    title: '标题',
    render: (row) => (
      <>
        {row.top && <Tag tone="danger">置顶</Tag>} {row.title}
      </>
    ),
  },
  { key: 'typeName', title: '栏目' },
  { key: 'source', title: '来源' },
  { key: 'publishTime', title: '发布时间' },
  { key: 'views', title: '浏览量', align: 'right' },
];

/** 通知公告: the notices, newest first, searchable by title, a page at a time. */
export function NoticesScreen() {
  const [query, setQuery] = useState({ keyword: '', page: 1, pageSize: 10 });
  const { data, error, mutate } = useArticles(query);
  return (
    <ScreenSection title="通知公告">
      <SearchBar label="公告标题" onSearch={(keyword) => setQuery((current) => ({ ...current, keyword, page: 1 }))} />
      {error ? (
        <LoadFailed what="通知公告" onRetry={() => void mutate()} />
      ) : (
        <>
          <Table caption="通知公告列表" captionHidden columns={columns} rows={data?.items ?? []} rowKey="id" loading={!data} empty={<EmptyState kind="noContent" />} />
          {data && data.total > 0 && (
            <PagerRow>
              <Pagination page={query.page} pageSize={query.pageSize} total={data.total} onChange={(page, pageSize) => setQuery((current) => ({ ...current, page, pageSize }))} />
            </PagerRow>
          )}
        </>
      )}
    </ScreenSection>
  );
}
