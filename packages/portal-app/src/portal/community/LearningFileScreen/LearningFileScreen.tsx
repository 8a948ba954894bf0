import {
  useStudyCentreConfig,
  useTotalStatistics,
  useYearCourseTotalStatistics,
  useYearHourTotalStatistics,
  type MonthHours,
} from '@study-portal/api';
import { Figure, Figures, Loading, Skeleton, Table, type TableColumn } from '@study-portal/ui';
import styled from 'styled-components';
import { counted } from '../../shared/recordLayout';
import { useListFilters } from '../useListFilters';
import { YearSelect } from '../YearSelect';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { durationText, fileYears } from './durationText';

const Note = styled.p`
  margin: var(--sp-space-3) 0 0;
  color: var(--sp-color-text-muted);
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-3);
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: var(--sp-space-3);

  & h2 {
    margin: 0;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-4);
`;

function Totals() {
  const totals = useTotalStatistics();
  if (totals.error) return <LoadFailed what="累计学习情况" height={160} onRetry={() => void totals.mutate()} />;
  if (!totals.data) {
    return (
      <Loading label="正在加载累计学习情况">
        <Skeleton shape="rect" height={160} />
      </Loading>
    );
  }
  const data = totals.data;
  return (
    <>
      <Figures aria-label="累计学习情况">
        <Figure label="累计学时" value={data.hourSum} />
        <Figure label="必修学时" value={data.compulsoryHour} />
        <Figure label="选修学时" value={data.optionalHour} />
        <Figure label="完成课程" value={<>{counted(data.finishedCourseCount)} / {counted(data.courseCount)}</>} />
        <Figure label="参加专题班" value={counted(data.tbtpCount)} />
        <Figure label="获得证书" value={counted(data.certificateCount)} />
        <Figure label="学习天数" value={counted(data.studyDays)} />
      </Figures>
      {data.firstStudyDate && <Note>首次学习：{data.firstStudyDate}</Note>}
    </>
  );
}

const yearColumns: TableColumn<{ year: number; hourSum: number }>[] = [
  { key: 'year', title: '年度', render: (row) => `${row.year}年` },
  { key: 'hourSum', title: '获得学时', align: 'right', render: (row) => row.hourSum },
];

function HoursByYear() {
  const totals = useTotalStatistics();
  if (totals.error) return <LoadFailed what="历年学时" height={160} onRetry={() => void totals.mutate()} />;
  const rows = [...(totals.data?.years ?? [])].sort((a, b) => b.year - a.year);
  return <Table caption="历年获得的学时" captionHidden columns={yearColumns} rows={rows} rowKey="year" loading={!totals.data} skeletonRows={3} />;
}

const monthColumns: TableColumn<MonthHours>[] = [
  { key: 'month', title: '月份', render: (row) => `${row.month}月` },
  { key: 'hours', title: '学时', align: 'right', render: (row) => row.hours },
  { key: 'compulsoryHour', title: '必修', align: 'right', render: (row) => row.compulsoryHour },
  { key: 'optionalHour', title: '选修', align: 'right', render: (row) => row.optionalHour },
];

function YearRecord({ year }: { year: number }) {
  const courses = useYearCourseTotalStatistics({ year });
  const months = useYearHourTotalStatistics({ year });
  return (
    <Stack>
      {courses.error ? (
        <LoadFailed what={`${year}年度学习情况`} height={160} onRetry={() => void courses.mutate()} />
      ) : !courses.data ? (
        <Loading label={`正在加载${year}年度学习情况`}>
          <Skeleton shape="rect" height={160} />
        </Loading>
      ) : (
        <Figures aria-label={`${year}年度学习情况`}>
          <Figure label="学习课程" value={counted(courses.data.courseCount)} />
          <Figure label="完成课程" value={counted(courses.data.finishedCourseCount)} />
          <Figure label="视频 / 图文课程" value={<>{counted(courses.data.videoCourseCount)} / {counted(courses.data.articleCourseCount)}</>} />
          <Figure label="学习时长" value={durationText(courses.data.studyMinutes)} />
          <Figure label="结业专题班" value={<>{counted(courses.data.graduatedTbtpCount)} / {counted(courses.data.tbtpCount)}</>} />
          <Figure label="通过考试" value={counted(courses.data.examPassCount)} />
        </Figures>
      )}
      {months.error ? (
        <LoadFailed what={`${year}年度月度学时`} height={160} onRetry={() => void months.mutate()} />
      ) : (
        <Table caption={`${year}年度各月获得的学时`} columns={monthColumns} rows={months.data ?? []} rowKey="month" loading={!months.data} skeletonRows={6} />
      )}
    </Stack>
  );
}

/**
 * /learningFile: the learner's learning file (学习档案) — everything credited so far, year by
 * year, and one year's record month by month (`?year=`, the current year by default).
 */
export function LearningFileScreen({ now = new Date() }: { now?: Date }) {
  const filters = useListFilters();
  const config = useStudyCentreConfig();
  // Without a year in the address, the file opens on the server's current year; the device's
  // clock only stands in when the settings cannot be loaded.
  const year = filters.year ?? config.data?.currentYear ?? (config.error ? now.getFullYear() : undefined);

  return (
    <ScreenPage>
      <h1>学习档案</h1>
      <section aria-labelledby="totals-title">
        <h2 id="totals-title">累计学习情况</h2>
        <Totals />
      </section>
      <section aria-labelledby="years-title">
        <h2 id="years-title">历年学时</h2>
        <HoursByYear />
      </section>
      <section aria-labelledby="year-title">
        {year === undefined ? (
          <>
            <h2 id="year-title">年度学习情况</h2>
            <Loading label="正在加载年度学习情况">
              <Skeleton shape="rect" height={160} />
            </Loading>
          </>
        ) : (
          <>
            <SectionHead>
              <h2 id="year-title">{year}年度学习情况</h2>
              <YearSelect label="查看年度" value={year} years={fileYears(config.data?.years ?? [], year)} onChange={(chosen) => filters.setYear(chosen)} />
            </SectionHead>
            <YearRecord year={year} />
          </>
        )}
      </section>
    </ScreenPage>
  );
}
