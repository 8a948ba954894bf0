import type { YearHoursSummary } from '@study-portal/api';
import { Card, Loading, RingChart, Skeleton } from '@study-portal/ui';
import styled from 'styled-components';
import type { HoursRule } from '../../../tenants/profiles';
import { hoursText } from '../shared/hoursText';

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: var(--sp-space-4);
`;

const Figure = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sp-space-4);
  border: 1px solid var(--sp-color-border);

  & h3 {
    margin: 0 0 var(--sp-space-2);
    font-size: var(--sp-font-size-title);
  }

  & p {
    margin: 0;
    color: var(--sp-color-text-muted);
  }

  & strong {
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-large);
  }
`;

/** The ring's size, which sets each figure's height. */
const ringSize = 96;

export interface HoursFigure {
  label: string;
  earned: number;
  required: number;
}

/** Which figures the tenant's rule shows (docs/product/platform.md#tenant-profiles): total and compulsory, or compulsory and elective. */
export function hoursFigures(summary: YearHoursSummary, rule: HoursRule): HoursFigure[] {
  const compulsory = { label: '必修学时', earned: summary.compulsoryHour, required: summary.compulsoryCourseHour };
  return rule === 'compulsoryAndElective'
    ? [compulsory, { label: '选修学时', earned: summary.optionalHour, required: summary.optionalCourseHour }]
    : [{ label: '总学时', earned: summary.tbtpHourSum, required: summary.ANALYSIS_HOURS_NUM }, compulsory];
}

/** The year's hours against what the learner must reach, as the server reports them, each with a ring. */
export function HoursOverview({ summary, rule, year }: { summary: YearHoursSummary; rule: HoursRule; year: number }) {
  return (
    <Figures>
      {hoursFigures(summary, rule).map((figure) => (
        <Figure key={figure.label}>
          <div>
            <h3>
              {year}年度{figure.label}
            </h3>
            <p>
              已完成 <strong>{hoursText(figure.earned)}</strong> / 要求 {hoursText(figure.required)} 学时
            </p>
            {figure.required > 0 && figure.earned >= figure.required && <p>已达到年度要求</p>}
          </div>
          <RingChart
            value={figure.earned}
            max={figure.required}
            label={`${year}年度${figure.label}完成进度`}
            description={`已完成 ${hoursText(figure.earned)} 学时，要求 ${hoursText(figure.required)} 学时`}
            tone={figure.required > 0 && figure.earned >= figure.required ? 'success' : 'primary'}
            size={ringSize}
          />
        </Figure>
      ))}
    </Figures>
  );
}

/**
 * The hours on their way, laid out as the figures will be (two per row where they fit, one
 * under the other on a phone), so nothing below moves when they arrive.
 */
export function HoursOverviewLoading() {
  return (
    <Loading label="正在加载学时">
      <Figures>
        {/* A figure's height: the ring, the padding around it and the border. */}
        <Skeleton shape="rect" height={ringSize + 2 * 16 + 2} />
        <Skeleton shape="rect" height={ringSize + 2 * 16 + 2} />
      </Figures>
    </Loading>
  );
}
