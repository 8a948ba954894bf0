import { useClasses, type TbtpClassSummary } from '@study-portal/api';
import { EmptyState, Tag, type TableColumn } from '@study-portal/ui';
import { SearchablePagedTable } from '../components/SearchablePagedTable';

const columns: TableColumn<TbtpClassSummary>[] = [
  { key: 'name', title: '班级名称' },
  { key: 'organiser', title: '主办单位' },
  { key: 'period', title: '培训时间', render: (row) => [row.startDate, row.endDate].filter(Boolean).join(' 至 ') },
  { key: 'requiredHours', title: '要求学时', align: 'right' },
  { key: 'status', title: '状态', render: (row) => (row.ended ? <Tag>已结束</Tag> : <Tag tone="success">进行中</Tag>) },
];

/** 专题班管理: the special-topic classes, searchable by name, a page at a time. */
export function ClassesScreen() {
  return (
    <SearchablePagedTable
      title="专题班管理"
      searchLabel="班级名称"
      what="专题班"
      caption="专题班列表"
      columns={columns}
      rowKey="tbtpId"
      empty={<EmptyState kind="noClasses" />}
      useList={useClasses}
    />
  );
}
