import type { YearLearnSummary } from '@study-portal/api';
import { ProgressBar } from '@study-portal/ui';
import styled from 'styled-components';
import type { HoursRule } from '../../tenants/profiles';
import { hoursAgainstRequirement, percentMet } from './hoursAgainstRequirement';
import { myHomeMessages as text } from './myHomeMessages';

const Lines = styled.ul`
  display: grid;
  gap: var(--sp-space-2);
  max-width: 420px;
  margin: var(--sp-space-2) 0 0;
  padding: 0;
  list-style: none;
`;

const Figures = styled.span`
  display: flex;
  justify-content: space-between;
  gap: var(--sp-space-2);

  & > strong {
    color: var(--sp-color-primary);
  }
`;

/** The year's hours against what the organisation requires, one bar per line of the tenant's rule. */
export function YearHours({ summary, rule }: { summary: YearLearnSummary; rule: HoursRule }) {
  return (
    <Lines aria-label={text.requirement}>
      {hoursAgainstRequirement(summary, rule).map((line) => {
        const percent = percentMet(line);
        return (
          <li key={line.label}>
            <Figures>
              <span>{line.label}</span>
              <strong>{line.required === undefined ? text.earnedOnly(line.earned) : text.earnedOf(line.earned, line.required)}</strong>
            </Figures>
            {percent !== undefined && <ProgressBar value={percent} label={text.lineProgress(line.label)} />}
          </li>
        );
      })}
    </Lines>
  );
}
