import type { TbtpClassDetail } from '@study-portal/api';
import { formatDate } from '@study-portal/ui';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: var(--sp-space-2) var(--sp-space-5);
  margin: 0;

  & > div {
    display: flex;
    gap: var(--sp-space-1);
    min-width: 0;
  }

  & dt {
    flex: none;
    color: var(--sp-color-text-muted);
  }

  & dt::after {
    content: '：';
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const day = (value: string | null | undefined) => formatDate(value, 'YYYY-MM-DD');

/** The period of a class, 2026-03-01 至 2026-06-30; one end alone when the other is unknown. */
export function classPeriod(start: string | null | undefined, end: string | null | undefined): string {
  const from = day(start);
  const to = day(end);
  if (from && to) return `${from} 至 ${to}`;
  return from || to;
}

/** The required hours with their split, 20 学时（必修 12，选修 8）. */
export function hoursText(detail: Pick<TbtpClassDetail, 'requiredHours' | 'compulsoryHours' | 'electiveHours'>): string {
  const split = detail.compulsoryHours || detail.electiveHours ? `（必修 ${detail.compulsoryHours}，选修 ${detail.electiveHours}）` : '';
  return `${detail.requiredHours} 学时${split}`;
}

/** What a learner weighs before joining a class: who runs it, when, how many hours, how many people. */
export function ClassFacts({ detail, withContact = true }: { detail: TbtpClassDetail; withContact?: boolean }) {
  const facts: Array<[string, string]> = [];
  if (detail.organiser) facts.push(['主办单位', detail.organiser]);
  const period = classPeriod(detail.startDate, detail.endDate);
  if (period) facts.push(['学习时间', period]);
  facts.push(['要求学时', hoursText(detail)]);
  facts.push(['班级人数', `${detail.memberCount} 人`]);
  if (withContact && detail.contact) facts.push(['联系方式', detail.contact]);
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
