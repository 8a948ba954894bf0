import { Figure, Figures, Loading, Skeleton } from '@study-portal/ui';
import { useYearCourseTotalStatistics } from '@study-portal/api';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { AllYearsSummary } from '../shared/AllYearsSummary';
import { yearReportAddress, yearReportDetailAddress } from '../addresses';
import { durationText } from '../shared/hoursText';
import { TextLink } from '../shared/TextLink';
import { YearHoursSections } from '../shared/YearHoursSections';
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
  const courses = useYearCourseTotalStatistics({ year });
  return (
    <>
      <YearHoursSections year={year} hoursTitle={`${year}年度学时完成情况`} />
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
          <Loading label="正在加载课程统计">
            <Skeleton shape="rect" height={80} />
          </Loading>
        )}
      </section>
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
        <TextLink to={yearReportAddress(year)}>{year}年度学习报告</TextLink>
        <TextLink to={yearReportDetailAddress(year)}>{year}年度学习明细</TextLink>
      </Toolbar>
      <YearFigures year={year} />
      <section aria-labelledby="statistics-total-title">
        <h2 id="statistics-total-title">累计学习情况</h2>
        <AllYearsSummary what="累计统计" />
      </section>
    </>
  );
}
