import { useClassExcellence, type TbtpExcellent } from '@study-portal/api';
import { ProgressBar, Table, type TableColumn } from '@study-portal/ui';
import { LoadFailed } from '../../../components/LoadFailed';
import { Section } from '../Section';
import { useClassFile } from './classFileContext';

const columns: Array<TableColumn<TbtpExcellent>> = [
  { key: 'rank', title: '排名', align: 'right', width: 64, render: (row) => String(row.rank) },
  { key: 'name', title: '姓名', render: (row) => row.name },
  { key: 'orgName', title: '所在单位', render: (row) => row.orgName ?? '' },
  { key: 'hours', title: '已获学时', align: 'right', render: (row) => String(row.hours) },
  {
    key: 'progress',
    title: '学习进度',
    width: 200,
    render: (row) => <ProgressBar value={row.progress} label={`${row.name}的学习进度`} showValue tone={row.progress >= 100 ? 'success' : 'primary'} />,
  },
];

/** /projectDetailCxda/excellentProgress: the ten members furthest ahead, to learn alongside. */
export function ExcellentProgressTab() {
  const { id } = useClassFile();
  const board = useClassExcellence(id);
  return (
    <Section title="优秀进度">
      {board.error ? (
        <LoadFailed what="优秀进度" onRetry={() => void board.mutate()} />
      ) : (
        <Table caption="学习进度前十名" captionHidden columns={columns} rows={board.data ?? []} rowKey={(row) => `${row.rank}-${row.name}`} loading={!board.data} />
      )}
    </Section>
  );
}
