import { useNotices, type PortalArticleSummary } from '@study-portal/api';
import { EmptyState, Tag, type TableColumn } from '@study-portal/ui';
import { SearchablePagedTable } from '../components/SearchablePagedTable';

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
  return (
    <SearchablePagedTable
      title="通知公告"
      searchLabel="公告标题"
      what="通知公告"
      caption="通知公告列表"
      columns={columns}
      rowKey="id"
      empty={<EmptyState kind="noContent" />}
      useList={useNotices}
    />
  );
}
