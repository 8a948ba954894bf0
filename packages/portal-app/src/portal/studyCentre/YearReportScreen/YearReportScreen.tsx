import { useYearCourseTotalStatistics, useYearHourTotalStatistics, useYearLearnSummary, type MyCourse } from '@study-portal/api';
import { Button, Card, EmptyState, formatDate, Loading, Skeleton, VisuallyHidden } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { useSession } from '../../../session';
import { studyCentrePagePaths, yearReportAddress, yearReportDetailAddress } from '../addresses';
import { durationText, hoursText } from '../shared/hoursText';
import { MonthlyHoursChart } from '../shared/MonthlyHoursChart';
import { PrintSheet } from '../shared/PrintSheet';
import { TextLink } from '../shared/TextLink';
import { useHoursRule } from '../shared/useHoursRule';
import { YearPicker } from '../shared/YearPicker';
import { statementLines, statementVerdict, verdictText, yearParam } from './statement';
import { useFinishedCoursesOfYear } from './useFinishedCourses';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sp-space-3) var(--sp-space-5);

  & > :first-child {
    min-width: 220px;
  }
`;

const Statement = styled(Card).attrs({ padding: 'large' })`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-5);
  border: 1px solid var(--sp-color-border);

  & > header > h1 {
    margin: 0 0 var(--sp-space-2);
    text-align: center;
  }

  & > header > p {
    margin: 0;
    color: var(--sp-color-text-muted);
    text-align: center;
  }

  & h2 {
    margin: 0 0 var(--sp-space-3);
    padding-bottom: var(--sp-space-1);
    border-bottom: 2px solid var(--sp-color-primary);
    font-size: var(--sp-font-size-title);
  }

  @media print {
    gap: 5mm;
    padding: 0;
    border: 0;

    & section {
      break-inside: avoid;
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--sp-space-2) var(--sp-space-4);
  margin: 0;

  & dt {
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }

  & dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  @media print {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & caption {
    text-align: left;
  }

  & th,
  & td {
    padding: var(--sp-space-2) var(--sp-space-3);
    border: 1px solid var(--sp-color-border);
    text-align: left;
  }

  & thead th {
    background: var(--sp-color-page);
  }

  & [data-align='right'] {
    text-align: right;
  }

  @media print {
    & th,
    & td {
      padding: 1.5mm 2mm;
      border-color: var(--sp-color-text-muted);
    }
  }
`;

const Verdict = styled.p`
  margin: var(--sp-space-3) 0 0;
  font-weight: 600;

  &[data-verdict='met'] {
    color: var(--sp-color-success);
  }

  &[data-verdict='short'] {
    color: var(--sp-color-danger);
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--sp-color-text-muted);
  font-size: var(--sp-font-size-body);
`;

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The year's hours against the requirement, by the tenant's rule. */
function HoursSection({ year, idCardHash }: { year: number; idCardHash: string | undefined }) {
  const rule = useHoursRule();
  const summary = useYearLearnSummary(idCardHash ? { idCardHash, year } : null);
  if (summary.error) return <LoadFailed what="学时" height={120} onRetry={() => void summary.mutate()} />;
  if (!summary.data) {
    return (
      <Loading label="正在加载学时">
        <Skeleton shape="rect" height={120} />
      </Loading>
    );
  }
  const lines = statementLines(summary.data, rule);
  const verdict = statementVerdict(lines);
  return (
    <>
      <Grid>
        <caption>
          <VisuallyHidden>{year}年度学时完成情况</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col" data-align="right">
              要求学时
            </th>
            <th scope="col" data-align="right">
              已完成学时
            </th>
            <th scope="col">完成情况</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td data-align="right">{item.required === undefined ? '未设置' : hoursText(item.required)}</td>
              <td data-align="right">{hoursText(item.earned)}</td>
              <td>{item.met === undefined ? '—' : item.met ? '已达标' : `未达标（差 ${hoursText((item.required ?? 0) - item.earned)} 学时）`}</td>
            </tr>
          ))}
        </tbody>
      </Grid>
      <Verdict data-verdict={verdict}>结论：{verdictText[verdict]}</Verdict>
    </>
  );
}

function MonthsSection({ year }: { year: number }) {
  const months = useYearHourTotalStatistics({ year });
  if (months.error) return <LoadFailed what="各月学时" height={120} onRetry={() => void months.mutate()} />;
  if (!months.data) {
    return (
      <Loading label="正在加载各月学时">
        <Skeleton shape="rect" height={220} />
      </Loading>
    );
  }
  return <MonthlyHoursChart year={year} months={months.data} titleHidden />;
}

function CoursesSection({ year }: { year: number }) {
  const courses = useYearCourseTotalStatistics({ year });
  if (courses.error) return <LoadFailed what="课程统计" height={120} onRetry={() => void courses.mutate()} />;
  if (!courses.data) {
    return (
      <Loading label="正在加载课程统计">
        <Skeleton shape="rect" height={80} />
      </Loading>
    );
  }
  const data = courses.data;
  return (
    <Facts>
      <Fact label="学习课程" value={`${data.courseCount} 门`} />
      <Fact label="完成课程" value={`${data.finishedCourseCount} 门`} />
      <Fact label="视频 / 图文" value={`${data.videoCourseCount} / ${data.articleCourseCount}`} />
      <Fact label="学习时长" value={durationText(data.studyMinutes)} />
      <Fact label="参加专题班" value={`${data.tbtpCount} 个`} />
      <Fact label="结业专题班" value={`${data.graduatedTbtpCount} 个`} />
      <Fact label="通过考试" value={`${data.examPassCount} 次`} />
    </Facts>
  );
}

const resourceLabel = (course: MyCourse) => (course.resourceType === 'ARTICLE' ? '图文' : '视频');

/** The XJ statement's itemised list: each course finished in the year, with its hours. */
function ItemisedCourses({ year }: { year: number }) {
  const courses = useFinishedCoursesOfYear(year);
  if (courses.error) return <LoadFailed what="课程明细" onRetry={() => void courses.mutate()} />;
  if (!courses.data) {
    return (
      <Loading label="正在加载课程明细">
        <Skeleton shape="rect" height={160} />
      </Loading>
    );
  }
  if (courses.data.length === 0) return <EmptyState description={`${year}年度暂无已完成的课程`} height={120} />;
  const total = courses.data.reduce((sum, course) => sum + course.creditHour, 0);
  return (
    <>
      <Grid>
        <caption>
          <VisuallyHidden>{year}年度完成课程明细</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" data-align="right">
              序号
            </th>
            <th scope="col">课程名称</th>
            <th scope="col">类型</th>
            <th scope="col" data-align="right">
              学时
            </th>
            <th scope="col">完成时间</th>
          </tr>
        </thead>
        <tbody>
          {courses.data.map((course, index) => (
            <tr key={course.id}>
              <td data-align="right">{index + 1}</td>
              <th scope="row">{course.name}</th>
              <td>{resourceLabel(course)}</td>
              <td data-align="right">{hoursText(course.creditHour)}</td>
              <td>{course.finishTime ?? '—'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              合计 {courses.data.length} 门课程
            </th>
            <td data-align="right">{hoursText(total)}</td>
            <td />
          </tr>
        </tfoot>
      </Grid>
      <Note>明细列出本年度在平台完成的课程；专题班学习、考试等其他学时另计入年度总学时。</Note>
    </>
  );
}

export interface YearReportScreenProps {
  /** The XJ statement: the same, with every finished course listed. */
  itemised?: boolean;
}

/**
 * /personalYearStuday and /personalYearStudayXJ: the printable statement of a year's study
 * (`?year=`, this year by default), prints alone on A4.
 */
export function YearReportScreen({ itemised = false }: YearReportScreenProps) {
  const [params, setParams] = useSearchParams();
  const year = yearParam(params.get('year')) ?? new Date().getFullYear();
  const { user } = useSession();
  const learner = user.status === 'ready' ? user.user : undefined;
  const title = `${year}年度学习${itemised ? '明细' : '报告'}`;

  return (
    <ScreenPage>
      <Controls>
        <YearPicker year={year} onChange={(next) => setParams({ year: String(next) }, { replace: true })} label="报告年度" />
        <Button variant="primary" onClick={() => window.print()}>
          打印
        </Button>
        {itemised ? (
          <TextLink to={yearReportAddress(year)}>查看学习报告（不含课程明细）</TextLink>
        ) : (
          <TextLink to={yearReportDetailAddress(year)}>查看学习明细（含课程明细）</TextLink>
        )}
        <TextLink to={studyCentrePagePaths.learningFiles}>返回学习档案</TextLink>
      </Controls>
      <PrintSheet>
        <Statement>
          <header>
            <h1>{title}</h1>
            <p>出具日期：{formatDate(new Date(), 'YYYY-MM-DD')}</p>
          </header>
          <section aria-labelledby="statement-learner-title">
            <h2 id="statement-learner-title">学员信息</h2>
            {learner ? (
              <Facts>
                <Fact label="姓名" value={learner.name} />
                <Fact label="所在单位" value={learner.orgName ?? '—'} />
                <Fact label="统计年度" value={`${year}年度`} />
              </Facts>
            ) : (
              <Loading label="正在加载学员信息">
                <Skeleton shape="rect" height={48} />
              </Loading>
            )}
          </section>
          <section aria-labelledby="statement-hours-title">
            <h2 id="statement-hours-title">学时完成情况</h2>
            <HoursSection year={year} idCardHash={learner?.idCardHash} />
          </section>
          <section aria-labelledby="statement-months-title">
            <h2 id="statement-months-title">各月学时</h2>
            <MonthsSection year={year} />
          </section>
          <section aria-labelledby="statement-courses-title">
            <h2 id="statement-courses-title">课程与培训</h2>
            <CoursesSection year={year} />
          </section>
          {itemised && (
            <section aria-labelledby="statement-items-title">
              <h2 id="statement-items-title">课程明细</h2>
              <ItemisedCourses year={year} />
            </section>
          )}
          <Note>本报告根据平台学习记录生成，学时以组织部门最终认定为准。</Note>
        </Statement>
      </PrintSheet>
    </ScreenPage>
  );
}

/** /personalYearStudayXJ. */
export function YearReportDetailScreen() {
  return <YearReportScreen itemised />;
}
