import { dispatchStatuses, useDispatchApplications, useUserInfo, type DispatchApplication } from '@study-portal/api';
import { Button, FormItem, Pagination, Select, Table, Tag, type TableColumn, type TagTone } from '@study-portal/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { DispatchDialog } from './DispatchDialog';

const pageSize = 10;

const toneOf = (status: string): TagTone =>
  status === dispatchStatuses.approved ? 'success' : status === dispatchStatuses.rejected ? 'danger' : 'warning';

const columns: TableColumn<DispatchApplication>[] = [
  { key: 'trainingName', title: '培训名称' },
  { key: 'organiser', title: '主办单位', render: (row) => row.organiser ?? '—' },
  { key: 'period', title: '培训时间', render: (row) => `${row.startDate ?? ''} 至 ${row.endDate ?? ''}` },
  { key: 'applyTime', title: '申请时间' },
  { key: 'auditStatus', title: '审核状态', render: (row) => <Tag tone={toneOf(row.auditStatus)}>{row.auditStatus}</Tag> },
  { key: 'auditOpinion', title: '审核意见', render: (row) => row.auditOpinion ?? '—' },
];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--sp-space-3);

  & > :first-child {
    min-width: 240px;
  }
`;

/** 调训申请: the learner's applications to be sent to a training, and a new one. */
export function DispatchPanel() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const applications = useDispatchApplications({ page, pageSize, ...(status ? { auditStatus: status } : {}) });
  const user = useUserInfo();
  const [open, setOpen] = useState(false);

  return (
    <section aria-labelledby="dispatch-title">
      <h2 id="dispatch-title">我的调训申请</h2>
      <Toolbar>
        <FormItem label="审核状态">
          <Select
            options={[{ value: '', label: '全部' }, ...Object.values(dispatchStatuses).map((value) => ({ value, label: value }))]}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
        </FormItem>
        <Button variant="primary" onClick={() => setOpen(true)}>
          新建调训申请
        </Button>
      </Toolbar>
      {applications.error ? (
        <LoadFailed what="调训申请" onRetry={() => void applications.mutate()} />
      ) : (
        <>
          <Table caption="调训申请记录" captionHidden columns={columns} rows={applications.data?.items ?? []} rowKey="id" loading={!applications.data} />
          {applications.data && (
            <Pagination page={page} pageSize={pageSize} total={applications.data.total} hideOnSinglePage label="调训申请分页" onChange={(next) => setPage(next)} />
          )}
        </>
      )}
      {open && <DispatchDialog open onClose={() => setOpen(false)} defaultPhone={user.data?.telephone ?? ''} />}
    </section>
  );
}
