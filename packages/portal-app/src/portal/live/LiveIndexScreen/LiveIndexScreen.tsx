import { useLives, type LiveStatus, type LiveSummary } from '@study-portal/api';
import { CardCollection, Pagination, Tabs } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import { readPage, withPage } from '../../shared/pageAddress';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';

import { LiveCard } from '..';

/** Streams a page shows: two rows of four on a wide screen. */
export const livePageSize = 8;

type LiveFilter = 'all' | LiveStatus;

const filters: Array<{ value: LiveFilter; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'live', label: '直播中' },
  { value: 'upcoming', label: '直播预告' },
  { value: 'ended', label: '往期回顾' },
];

/** The filter in the address (`?status=live`); anything unknown shows every stream. */
export function readLiveFilter(value: string | null): LiveFilter {
  return filters.some((filter) => filter.value === value) ? (value as LiveFilter) : 'all';
}

export interface LiveIndexScreenProps {
  /** The clock the countdowns read; stories pass a fixed one. */
  now?: () => number;
}

/**
 * /liveIndex (and /live): the live streams, on now first, then those to come with a countdown
 * to their start, then those over with their recordings.
 */
export function LiveIndexScreen({ now }: LiveIndexScreenProps) {
  const [params, setParams] = useSearchParams();
  const filter = readLiveFilter(params.get('status'));
  const page = readPage(params);
  const lives = useLives({ page, pageSize: livePageSize, ...(filter === 'all' ? {} : { status: filter }) });

  const chooseFilter = (value: string) => {
    setParams(value === 'all' ? {} : { status: value });
  };

  return (
    <ScreenPage>
      <h1>直播</h1>
      <section aria-labelledby="lives-title">
        <h2 id="lives-title">直播列表</h2>
        <Tabs label="按直播状态筛选" items={filters} value={filter} onChange={chooseFilter}>
          {lives.error ? (
            <LoadFailed what="直播" onRetry={() => void lives.mutate()} />
          ) : (
            <>
              <CardCollection<LiveSummary>
                loading={!lives.data}
                skeletonCount={4}
                items={lives.data?.items ?? []}
                getKey={(live) => live.id}
                renderItem={(live) => <LiveCard live={live} onStart={() => void lives.mutate()} {...(now ? { now } : {})} />}
              />
              {lives.data && (
                <Pagination
                  label="直播分页"
                  page={page}
                  pageSize={livePageSize}
                  total={lives.data.total}
                  hideOnSinglePage
                  onChange={(next) => setParams(withPage(params, next))}
                />
              )}
            </>
          )}
        </Tabs>
      </section>
    </ScreenPage>
  );
}
