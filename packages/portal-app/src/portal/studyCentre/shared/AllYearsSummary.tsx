import { useTotalStatistics } from '@study-portal/api';
import { BarChart, Figure, Figures, Loading, Skeleton } from '@study-portal/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { hoursText } from './hoursText';

export interface AllYearsSummaryProps {
  /** What the section is called in its loading and failure texts, e.g. 累计统计. */
  what: string;
}

// The counters over the chart, with room between.
const Summary = styled.div`
  display: grid;
  gap: var(--sp-space-4);
`;

/** Every year together: the all-time counters and, once there are years, the hours of each. */
export function AllYearsSummary({ what }: AllYearsSummaryProps) {
  const total = useTotalStatistics();
  if (total.error) return <LoadFailed what={what} onRetry={() => void total.mutate()} />;
  if (!total.data) {
    return (
      <Loading label={`正在加载${what}`}>
        <Skeleton shape="rect" height={220} />
      </Loading>
    );
  }
  const data = total.data;
  const years = [...data.years].sort((a, b) => a.year - b.year);
  const best = years.reduce<(typeof years)[number] | undefined>((top, item) => (!top || item.hourSum > top.hourSum ? item : top), undefined);
  return (
    <Summary>
      <Figures>
        <Figure label="累计学时" value={hoursText(data.hourSum)} />
        <Figure label="必修学时" value={hoursText(data.compulsoryHour)} />
        <Figure label="选修学时" value={hoursText(data.optionalHour)} />
        <Figure label="完成课程" value={`${data.finishedCourseCount} / ${data.courseCount} 门`} />
        <Figure label="参加专题班" value={`${data.tbtpCount} 个`} />
        <Figure label="获得证书" value={`${data.certificateCount} 份`} />
        <Figure label="学习天数" value={`${data.studyDays} 天`} />
        <Figure label="首次学习" value={data.firstStudyDate ?? '—'} />
      </Figures>
      {years.length > 0 && (
        <BarChart
          title="历年学时"
          summary={best && best.hourSum > 0 ? `累计 ${hoursText(data.hourSum)} 学时，${best.year}年最多，${hoursText(best.hourSum)} 学时。` : '尚无学时记录。'}
          categories={years.map((item) => `${item.year}年`)}
          categoryHeader="年度"
          unit="学时"
          series={[{ label: '学时', values: years.map((item) => item.hourSum) }]}
          formatValue={hoursText}
        />
      )}
    </Summary>
  );
}
