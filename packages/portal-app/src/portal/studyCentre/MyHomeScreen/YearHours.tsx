import type { YearLearnSummary } from '@study-portal/api';
import { ProgressBar } from '@study-portal/ui';
import styled from 'styled-components';
import type { HoursRule } from '../../../tenants/profiles';
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

/** Keeps a bar's room, unseen, where a line has no requirement to measure against. */
const HiddenBar = styled.div`
  visibility: hidden;
`;

// Read for its labels alone while the learner's own figures are on their way.
const noHoursYet: YearLearnSummary = { tbtpHourSum: 0, compulsoryHour: 0, optionalHour: 0 };

/**
 * The year's hours against what the organisation requires, one bar per line of the tenant's
 * rule. Without a summary yet it draws the same lines, empty and hidden from screen readers, so
 * the page below does not move when the figures come.
 */
export function YearHours({ summary, rule }: { summary: YearLearnSummary | undefined; rule: HoursRule }) {
  if (!summary) {
    return (
      <Lines aria-hidden="true">
        {hoursAgainstRequirement(noHoursYet, rule).map((line) => (
          <li key={line.label}>
            <Figures>
              <span>{line.label}</span>
              <strong>—</strong>
            </Figures>
            <ProgressBar value={0} label={text.lineProgress(line.label)} />
          </li>
        ))}
      </Lines>
    );
  }
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
            {/* Without a requirement the bar's room stays, so the lines keep their height. */}
            {percent !== undefined ? (
              <ProgressBar value={percent} label={text.lineProgress(line.label)} />
            ) : (
              <HiddenBar aria-hidden="true">
                <ProgressBar value={0} label={text.lineProgress(line.label)} />
              </HiddenBar>
            )}
          </li>
        );
      })}
    </Lines>
  );
}
