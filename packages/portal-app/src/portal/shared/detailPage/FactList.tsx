import { displayLengths, displayText } from '@study-portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-2) var(--sp-space-5);
  margin: 0;
  color: var(--sp-color-text-muted);

  & div {
    display: flex;
    gap: var(--sp-space-2);
    min-width: 0;
  }

  & dt {
    flex: none;
    white-space: nowrap;
  }

  & dt::after {
    content: '：';
  }

  & dd {
    margin: 0;
    color: var(--sp-color-text);
    overflow-wrap: anywhere;
  }

  &[data-direction='column'] {
    flex-direction: column;
  }
`;

export type Fact = [term: string, value: ReactNode];

/**
 * A record's facts as a description list (主讲人：…). Facts the server left empty are left
 * out rather than shown as a bare label; a runaway text is cut short as a title is.
 */
export function FactList({ facts, label, direction = 'row' }: { facts: Fact[]; label?: string; direction?: 'row' | 'column' }) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (shown.length === 0) return null;
  return (
    <Facts aria-label={label} data-direction={direction}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{typeof value === 'string' ? displayText(value, displayLengths.title) : value}</dd>
        </div>
      ))}
    </Facts>
  );
}
