import { useTotalStatistics, useYearCourseTotalStatistics, useYearHourTotalStatistics, useYearTotalStatistics } from '@study-portal/api';
import { BarChart } from '@study-portal/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { HoursOverview, HoursOverviewLoading } from '../HoursOverview';
import { centreLinks } from '../shared/centreLinks';
import { Figure, Figures } from '../shared/Figures';
import { durationText, hoursText } from '../shared/hoursText';
import { Loading } from '../shared/Loading';
import { MonthlyHoursChart } from '../shared/MonthlyHoursChart';
import { TextLink } from '../shared/TextLink';
import { useHoursRule } from '../shared/useHoursRule';
import { YearPicker } from '../shared/YearPicker';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-4);

  & > :first-child {
    min-width: 220px;
  }
`;

/** The chosen year: its hours, months and courses. */
function YearFigures({ year }: { year: number }) {
  const rule = useHoursRule();
  const hours = useYearTotalStatistics({ year });
  const months = useYearHourTotalStatistics({ year });
  const courses = useYearCourseTotalStatistics({ year });
  return (
    <>
      <section aria-labelledby="statistics-hours-title">
        <h2 id="statistics-hours-title">{year}年度学时完成情况</h2>
        {hours.error ? (
          <LoadFailed what="学时" height={120} onRetry={() => void hours.mutate()} />
        ) : hours.data ? (
          <HoursOverview summary={hours.data} rule={rule} year={year} />
        ) : (
          <HoursOverviewLoading />
        )}
      </section>
      <section aria-labelledby="statistics-months-title">
        <h2 id="statistics-months-title">{year}年度各月学时</h2>
        {months.error ? (
          <LoadFailed what="各月学时" height={120} onRetry={() => void months.mutate()} />
        ) : months.data ? (
          <MonthlyHoursChart year={year} months={months.data} titleHidden />
        ) : (
          <Loading what="各月学时" height={220} />
        )}
      </section>
      <section aria-labelledby="statistics-courses-title">
        <h2 id="statistics-courses-title">{year}年度课程与培训</h2>
        {courses.error ? (
          <LoadFailed what="课程统计" height={120} onRetry={() => void courses.mutate()} />
        ) : courses.data ? (
          <Figures>
            <Figure label="学习课程" value={courses.data.courseCount} />
            <Figure label="完成课程" value={courses.data.finishedCourseCount} />
            <Figure label="视频课程" value={courses.data.videoCourseCount} />
            <Figure label="图文课程" value={courses.data.articleCourseCount} />
            <Figure label="学习时长" value={durationText(courses.data.studyMinutes)} />
            <Figure label="参加专题班" value={courses.data.tbtpCount} />
            <Figure label="结业专题班" value={courses.data.graduatedTbtpCount} />
            <Figure label="通过考试" value={courses.data.examPassCount} />
          </Figures>
        ) : (
          <Loading what="课程统计" height={80} />
        )}
      </section>
    </>
  );
}

/** Every year together: the all-time counters and the hours of each year. */
function AllYears() {
  const total = useTotalStatistics();
  if (total.error) return <LoadFailed what="累计统计" onRetry={() => void total.mutate()} />;
  if (!total.data) return <Loading what="累计统计" height={220} />;
  const data = total.data;
  const years = [...data.years].sort((a, b) => a.year - b.year);
  const best = years.reduce<(typeof years)[number] | undefined>((top, item) => (!top || item.hourSum > top.hourSum ? item : top), undefined);
  return (
    <>
      <Figures>
        <Figure label="累计学时" value={hoursText(data.hourSum)} />
        <Figure label="必修学时" value={hoursText(data.compulsoryHour)} />
        <Figure label="选修学时" value={hoursText(data.optionalHour)} />
        <Figure label="完成课程" value={`${data.finishedCourseCount} / ${data.courseCount}`} />
        <Figure label="参加专题班" value={data.tbtpCount} />
        <Figure label="获得证书" value={data.certificateCount} />
        <Figure label="学习天数" value={data.studyDays} />
        <Figure label="首次学习" value={data.firstStudyDate ?? '—'} />
      </Figures>
      <BarChart
        title="历年学时"
        summary={
          best && best.hourSum > 0
            ? `累计 ${hoursText(data.hourSum)} 学时，${best.year}年最多，${hoursText(best.hourSum)} 学时。`
            : '尚无学时记录。'
        }
        categories={years.map((item) => `${item.year}年`)}
        categoryHeader="年度"
        unit="学时"
        series={[{ label: '学时', values: years.map((item) => item.hourSum) }]}
        formatValue={hoursText}
      />
    </>
  );
}

/** 学习统计: a chosen year in detail, with its printable report, and all years together. */
export function StatisticsPanel({ year: thisYear }: { year: number }) {
  const [year, setYear] = useState(thisYear);
  return (
    <>
      <Toolbar>
        <YearPicker year={year} onChange={setYear} />
        <TextLink to={centreLinks.yearReport(year)}>{year}年度学习报告</TextLink>
        <TextLink to={centreLinks.yearDetail(year)}>{year}年度学习明细</TextLink>
      </Toolbar>
      <YearFigures year={year} />
      <section aria-labelledby="statistics-total-title">
        <h2 id="statistics-total-title">累计学习情况</h2>
        <AllYears />
      </section>
    </>
  );
}
