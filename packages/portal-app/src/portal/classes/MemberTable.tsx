import { useClassMembers, type TbtpMember } from '@study-portal/api';
import { formatDate, Pagination, ProgressBar, Table, Tag, type TableColumn } from '@study-portal/ui';
import { LoadFailed } from '../../components/LoadFailed';

export interface MemberTableProps {
  tbtpId: string;
  page?: number;
  pageSize?: number;
  keyword?: string;
  onPage?: (page: number) => void;
  /**
   * A page anyone may open: names, units and roles only. How far a colleague has got is for
   * the class's members to see, not for whoever has the link.
   */
  open?: boolean;
}

const memberColumns = (open: boolean): Array<TableColumn<TbtpMember>> => [
  { key: 'name', title: '姓名', render: (member) => member.name },
  { key: 'orgName', title: '所在单位', render: (member) => member.orgName ?? '' },
  { key: 'role', title: '身份', render: (member) => (member.role === '班长' ? <Tag tone="primary">班长</Tag> : (member.role ?? '学员')) },
  ...(open
    ? []
    : [
        { key: 'hours', title: '已获学时', align: 'right' as const, render: (member: TbtpMember) => String(member.hours) },
        {
          key: 'progress',
          title: '学习进度',
          width: 180,
          render: (member: TbtpMember) => (
            <ProgressBar value={member.progress} label={`${member.name}的学习进度`} showValue tone={member.progress >= 100 ? 'success' : 'primary'} />
          ),
        },
        { key: 'enrolTime', title: '报名时间', render: (member: TbtpMember) => formatDate(member.enrolTime, 'YYYY-MM-DD') },
      ]),
];

/** A class's members, the class monitor first. */
export function MemberTable({ tbtpId, page = 1, pageSize = 10, keyword, onPage, open = false }: MemberTableProps) {
  const members = useClassMembers({ tbtpId, page, pageSize, ...(keyword ? { keyword } : {}) });
  if (members.error) return <LoadFailed what="班级成员" height={160} onRetry={() => void members.mutate()} />;
  return (
    <>
      <Table
        caption={members.data ? `班级成员名单（共 ${members.data.total} 人）` : '班级成员名单'}
        captionHidden
        columns={memberColumns(open)}
        rows={members.data?.items ?? []}
        rowKey="id"
        loading={!members.data}
      />
      {onPage && members.data && (
        <Pagination page={page} pageSize={pageSize} total={members.data.total} onChange={(next) => onPage(next)} hideOnSinglePage label="班级成员分页" />
      )}
    </>
  );
}
