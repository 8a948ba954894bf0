import { Loading, Skeleton } from '@study-portal/ui';
import { useYearHourTotalStatistics, useYearTotalStatistics } from '@study-portal/api';
import { useId } from 'react';
import { LoadFailed } from '../../../components/LoadFailed';
import { HoursOverview, HoursOverviewLoading } from '../StudyCentreScreen/HoursOverview';
import { MonthlyHoursChart } from './MonthlyHoursChart';
import { useHoursRule } from './useHoursRule';

export interface YearHoursSectionsProps {
  year: number;
  /** The first section's heading, e.g. 2026年度学时. */
  hoursTitle: string;
}

/** A year's hours by the tenant's rule, then month by month: two sections, each loading and failing alone. */
export function YearHoursSections({ year, hoursTitle }: YearHoursSectionsProps) {
  const rule = useHoursRule();
  const hours = useYearTotalStatistics({ year });
  const months = useYearHourTotalStatistics({ year });
  const hoursTitleId = useId();
  const monthsTitleId = useId();

  return (
    <>
      <section aria-labelledby={hoursTitleId}>
        <h2 id={hoursTitleId}>{hoursTitle}</h2>
        {hours.error ? (
          <LoadFailed what="学时" height={120} onRetry={() => void hours.mutate()} />
        ) : hours.data ? (
          <HoursOverview summary={hours.data} rule={rule} year={year} />
        ) : (
          <HoursOverviewLoading />
        )}
      </section>
      <section aria-labelledby={monthsTitleId}>
        <h2 id={monthsTitleId}>{year}年度各月学时</h2>
        {months.error ? (
          <LoadFailed what="各月学时" height={120} onRetry={() => void months.mutate()} />
        ) : months.data ? (
          <MonthlyHoursChart year={year} months={months.data} titleHidden />
        ) : (
          <Loading label="正在加载各月学时">
            <Skeleton shape="rect" height={220} />
          </Loading>
        )}
      </section>
    </>
  );
}
