import { useAllSuggestions, type SubmittedSuggestion } from '@study-portal/api';
import { EmptyState, Pagination, Table, Tag, type TableColumn } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenSection } from '../components/ScreenSection';

const columns: TableColumn<SubmittedSuggestion>[] = [
  { key: 'submitter', title: '提交人' },
  { key: 'orgName', title: '单位' },
  { key: 'title', title: '标题' },
  { key: 'content', title: '内容' },
  { key: 'createTime', title: '提交时间' },
  { key: 'status', title: '状态', render: (row) => (row.status === 'replied' ? <Tag tone="success">已回复</Tag> : <Tag tone="warning">待回复</Tag>) },
  { key: 'reply', title: '回复' },
];

/** 学员建议: every learner's suggestions, newest first, with who sent each and the answer. */
export function SuggestionsScreen() {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const { data, error, mutate } = useAllSuggestions(paging);
  return (
    <ScreenSection title="学员建议">
      {error ? (
        <LoadFailed what="学员建议" onRetry={() => void mutate()} />
      ) : (
        <>
          <Table caption="学员建议列表" captionHidden columns={columns} rows={data?.items ?? []} rowKey="id" loading={!data} empty={<EmptyState description="暂无建议" />} />
          {data && data.total > 0 && (
            <Pagination page={paging.page} pageSize={paging.pageSize} total={data.total} onChange={(page, pageSize) => setPaging({ page, pageSize })} />
          )}
        </>
      )}
    </ScreenSection>
  );
}
