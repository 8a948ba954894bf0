import { useMyClasses, useMyClassStatistics, type MyTbtpClass } from '@study-portal/api';
import { EmptyState, Pagination, ProgressBar, Table, Tabs, Tag, type TableColumn } from '@study-portal/ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { classAddress, classFileAddress, classPagePaths } from '../addresses';
import { classPeriod } from '../ClassFacts';
import { readPage, withPage } from '../../shared/pageAddress';
import { Section } from '../Section';
import { myClassStanding, myClassTabs, readStatus } from './myClassStatus';

const pageSize = 10;

const Summary = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--sp-space-3);

  & a {
    color: var(--sp-color-primary);
  }
`;

const NameLink = styled(Link)`
  color: var(--sp-color-text);
  overflow-wrap: anywhere;

  &:hover {
    color: var(--sp-color-primary);
  }
`;

const columns: Array<TableColumn<MyTbtpClass>> = [
  { key: 'name', title: '专题班名称', render: (item) => <NameLink to={classAddress(item.tbtpId)}>{item.name}</NameLink> },
  { key: 'organiser', title: '主办单位', render: (item) => item.organiser ?? '' },
  { key: 'period', title: '学习时间', render: (item) => classPeriod(item.startDate, item.endDate) },
  { key: 'hours', title: '已获 / 要求学时', align: 'right', render: (item) => `${item.studiedHours} / ${item.requiredHours}` },
  {
    key: 'progress',
    title: '学习进度',
    width: 180,
    render: (item) => <ProgressBar value={item.progress ?? 0} label={`${item.name}的学习进度`} showValue tone={(item.progress ?? 0) >= 100 ? 'success' : 'primary'} />,
  },
  {
    key: 'standing',
    title: '状态',
    render: (item) => {
      const standing = myClassStanding(item);
      return <Tag tone={standing.tone}>{standing.label}</Tag>;
    },
  },
  {
    key: 'actions',
    title: '操作',
    render: (item) => (
      <Actions>
        <Link to={classAddress(item.tbtpId)} aria-label={`进入班级：${item.name}`}>
          进入班级
        </Link>
        <Link to={classFileAddress(item.tbtpId)} aria-label={`成长档案：${item.name}`}>
          成长档案
        </Link>
      </Actions>
    ),
  },
];

function Statistics() {
  const info = useMyClassStatistics();
  if (!info.data) return null;
  const { tbtpCount, ongoingCount, graduatedCount, tbtpHourSum } = info.data;
  return (
    <Summary>
      共报名 {tbtpCount} 个专题班，进行中 {ongoingCount} 个，已结业 {graduatedCount} 个，累计获得 {tbtpHourSum} 学时。
    </Summary>
  );
}

/** /classList: the classes the learner has joined, their progress in each and the way back in. */
export function ClassListScreen() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const page = readPage(params);
  const classes = useMyClasses({ page, pageSize, ...(status === 'all' ? {} : { status }) });

  return (
    <ScreenPage>
      <h1>我的专题班</h1>
      <Statistics />
      <Section title="专题班列表">
        <Tabs
          label="按状态筛选专题班"
          items={myClassTabs.map((tab) => ({ value: tab.value, label: tab.label }))}
          value={status}
          onChange={(value) => {
            const next = withPage(params, 1);
            if (value === 'all') next.delete('status');
            else next.set('status', value);
            setParams(next);
          }}
        >
          {classes.error ? (
            <LoadFailed what="专题班" onRetry={() => void classes.mutate()} />
          ) : classes.data && classes.data.items.length === 0 ? (
            <EmptyState description={status === 'all' ? '您还没有报名专题班' : '暂无数据'}>
              <Link to={classPagePaths.index}>去报名网上专题班</Link>
            </EmptyState>
          ) : (
            <>
              <Table caption="我的专题班" captionHidden columns={columns} rows={classes.data?.items ?? []} rowKey="tbtpId" loading={!classes.data} />
              {classes.data && (
                <Pagination page={page} pageSize={pageSize} total={classes.data.total} onChange={(next) => setParams(withPage(params, next))} hideOnSinglePage label="专题班分页" />
              )}
            </>
          )}
        </Tabs>
      </Section>
    </ScreenPage>
  );
}
