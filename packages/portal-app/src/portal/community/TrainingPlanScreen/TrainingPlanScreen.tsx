import { useMyClasses, useMyClassStatistics, type MyTbtpClass, type MyTbtpStatus } from '@study-portal/api';
import { EmptyState, Figure, Figures, Loading, Pagination, ProgressBar, Skeleton, Table, type TableColumn, Tabs, Tag } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import { counted } from '../../shared/recordLayout';
import { classAddress } from '../../classes/addresses';
import { periodText } from '../studyTaskStatus';
import { useListFilters } from '../useListFilters';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { classProgress } from './classProgress';

const pageSize = 10;

const statusTabs: Array<{ value: MyTbtpStatus | 'all'; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'ongoing', label: '进行中' },
  { value: 'ended', label: '已结束' },
];

const readStatus = (value: string | null): MyTbtpStatus | undefined => (value === 'ongoing' || value === 'ended' ? value : undefined);

const columns: TableColumn<MyTbtpClass>[] = [
  { key: 'name', title: '专题班', render: (item) => <Link to={classAddress(item.tbtpId)}>{item.name}</Link> },
  { key: 'organiser', title: '主办单位' },
  { key: 'period', title: '培训时间', render: (item) => periodText(item.startDate, item.endDate) },
  { key: 'hours', title: '已获/要求学时', align: 'right', render: (item) => `${item.studiedHours ?? 0} / ${item.requiredHours ?? 0}` },
  {
    key: 'progress',
    title: '完成进度',
    width: '18%',
    render: (item) => <ProgressBar value={classProgress(item)} label={`${item.name}完成进度`} showValue tone={item.graduated ? 'success' : 'primary'} />,
  },
  {
    key: 'state',
    title: '状态',
    render: (item) =>
      item.graduated ? <Tag tone="success">已结业</Tag> : item.ended ? <Tag>已结束</Tag> : <Tag tone="primary">进行中</Tag>,
  },
];

function Overview() {
  const info = useMyClassStatistics();
  if (info.error) return <LoadFailed what="培训概况" height={120} onRetry={() => void info.mutate()} />;
  if (!info.data) {
    return (
      <Loading label="正在加载培训概况">
        <Skeleton shape="rect" height={96} />
      </Loading>
    );
  }
  return (
    <Figures aria-label="培训概况">
      <Figure label="参加专题班" value={counted(info.data.tbtpCount)} />
      <Figure label="进行中" value={counted(info.data.ongoingCount)} />
      <Figure label="已结束" value={counted(info.data.endedCount)} />
      <Figure label="已结业" value={counted(info.data.graduatedCount)} />
      <Figure label="专题班学时" value={info.data.tbtpHourSum} />
    </Figures>
  );
}

/**
 * /cultivate: the learner's training plan (培训计划) — the special-topic classes they are in,
 * when each runs, what it requires and how far they have got. [A] The product names the route
 * but no call of its own; the classes are the study centre's (queryMyTbtps).
 */
export function TrainingPlanScreen() {
  const filters = useListFilters();
  const status = readStatus(filters.params.get('status'));
  const classes = useMyClasses({ page: filters.page, pageSize, ...(status ? { status } : {}) });

  return (
    <ScreenPage>
      <h1>培训计划</h1>
      <section aria-labelledby="plan-overview-title">
        <h2 id="plan-overview-title">培训概况</h2>
        <Overview />
      </section>
      <section aria-labelledby="plan-classes-title">
        <h2 id="plan-classes-title">我的专题班</h2>
        <Tabs label="按状态筛选专题班" items={statusTabs} value={status ?? 'all'} onChange={(value) => filters.setFilter('status', value === 'all' ? '' : value)}>
          {classes.error ? (
            <LoadFailed what="专题班" onRetry={() => void classes.mutate()} />
          ) : (
            <>
              <Table
                caption="我参加的专题班及完成进度"
                captionHidden
                columns={columns}
                rows={classes.data?.items ?? []}
                rowKey="tbtpId"
                loading={!classes.data}
                empty={
                  <EmptyState kind="noClasses">
                    <Link to="/projectIndex">去报名网上专题班</Link>
                  </EmptyState>
                }
              />
              {classes.data && classes.data.total > 0 && (
                <Pagination page={filters.page} pageSize={pageSize} total={classes.data.total} onChange={filters.setPage} hideOnSinglePage label="专题班分页" />
              )}
            </>
          )}
        </Tabs>
      </section>
    </ScreenPage>
  );
}
