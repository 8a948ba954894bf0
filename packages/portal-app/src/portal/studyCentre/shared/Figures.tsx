import { Card } from '@study-portal/ui';
import styled from 'styled-components';

/** Counters as label-value pairs, in a row of boxes (a description list, so each reads as a pair). */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: var(--sp-space-3);
  margin: 0 0 var(--sp-space-4);

  & dt {
    color: var(--sp-color-text-muted);
    font-size: var(--sp-font-size-body);
  }

  & dd {
    margin: var(--sp-space-1) 0 0;
    color: var(--sp-color-text);
    font-size: var(--sp-font-size-large);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

// A pair's box is a card, and stays a `div` so that it groups its dt and dd inside the dl.
const FigureCard = styled(Card).attrs({ outlined: true })`
  padding: var(--sp-space-3);
`;

/** One pair of a Figures list. */
export function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <FigureCard>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </FigureCard>
  );
}
