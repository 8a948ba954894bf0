import { classCardProps, useMyClasses, useMyClassStatistics, type MyTbtpStatus } from '@study-portal/api';
import { CardCollection, ClassCard, Figure, Figures, Loading, Pagination, Skeleton, Tabs } from '@study-portal/ui';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed';
import { classAddress } from '../../classes/addresses';
import { hoursText } from '../shared/hoursText';

type ClassFilter = 'all' | MyTbtpStatus;

const filters: Array<{ value: ClassFilter; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'ongoing', label: '进行中' },
  { value: 'ended', label: '已结束' },
];

const pageSize = 6;

/** 我的专题班: the classes the learner is enrolled in, with their progress. */
export function ClassesPanel() {
  const statistics = useMyClassStatistics();
  const [filter, setFilter] = useState<ClassFilter>('all');
  const [page, setPage] = useState(1);
  const classes = useMyClasses({ page, pageSize, ...(filter === 'all' ? {} : { status: filter }) });

  return (
    <>
      <section aria-labelledby="classes-figures-title">
        <h2 id="classes-figures-title">专题班概况</h2>
        {statistics.error ? (
          <LoadFailed what="专题班统计" height={120} onRetry={() => void statistics.mutate()} />
        ) : statistics.data ? (
          <Figures>
            <Figure label="参加专题班" value={statistics.data.tbtpCount} />
            <Figure label="进行中" value={statistics.data.ongoingCount} />
            <Figure label="已结束" value={statistics.data.endedCount} />
            <Figure label="已结业" value={statistics.data.graduatedCount} />
            <Figure label="专题班学时" value={hoursText(statistics.data.tbtpHourSum)} />
          </Figures>
        ) : (
          <Loading label="正在加载专题班统计">
            <Skeleton shape="rect" height={80} />
          </Loading>
        )}
      </section>
      <section aria-labelledby="classes-list-title">
        <h2 id="classes-list-title">我的专题班</h2>
        <Tabs
          label="按状态筛选专题班"
          items={filters}
          value={filter}
          onChange={(value) => {
            setFilter(value as ClassFilter);
            setPage(1);
          }}
        >
          {classes.error ? (
            <LoadFailed what="专题班" onRetry={() => void classes.mutate()} />
          ) : (
            <>
              <CardCollection
                label="我的专题班"
                layout="grid"
                loading={!classes.data}
                skeletonCount={3}
                items={classes.data?.items ?? []}
                getKey={(item) => item.tbtpId}
                emptyKind="noClasses"
                renderItem={(item) => (
                  <ClassCard
                    {...classCardProps(item)}
                    enrolled
                    progress={item.progress ?? 0}
                    href={classAddress(item.tbtpId)}
                    headingLevel={3}
                  />
                )}
              />
              {classes.data && (
                <Pagination page={page} pageSize={pageSize} total={classes.data.total} hideOnSinglePage label="专题班分页" onChange={(next) => setPage(next)} />
              )}
            </>
          )}
        </Tabs>
      </section>
    </>
  );
}
