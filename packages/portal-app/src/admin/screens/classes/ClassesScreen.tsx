import { useTbtpClasses, type TbtpClassSummary } from '@study-portal/api';
import { EmptyState, Pagination, Table, Tag, type TableColumn } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { PagerRow, ScreenSection } from '../../components/ScreenSection';
import { SearchBar } from '../../components/SearchBar';

const columns: TableColumn<TbtpClassSummary>[] = [
  { key: 'name', title: '班级名称' },
  { key: 'organiser', title: '主办单位' },
  { key: 'period', title: '培训时间', render: (row) => [row.startDate, row.endDate].filter(Boolean).join(' 至 ') },
  { key: 'requiredHours', title: '要求学时', align: 'right' },
  { key: 'status', title: '状态', render: (row) => (row.ended ? <Tag>已结束</Tag> : <Tag tone="success">进行中</Tag>) },
];

/** 专题班管理: the special-topic classes, searchable by name, a page at a time. */
export function ClassesScreen() {
  const [query, setQuery] = useState({ keyword: '', page: 1, pageSize: 10 });
  const { data, error, mutate } = useTbtpClasses(query);
  return (
    <ScreenSection title="专题班管理">
      <SearchBar label="班级名称" onSearch={(keyword) => setQuery((current) => ({ ...current, keyword, page: 1 }))} />
      {error ? (
        <LoadFailed what="专题班" onRetry={() => void mutate()} />
      ) : (
        <>
          <Table caption="专题班列表" captionHidden columns={columns} rows={data?.items ?? []} rowKey="tbtpId" loading={!data} empty={<EmptyState kind="noClasses" />} />
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
