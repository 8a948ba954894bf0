import { Card, formatCount } from '@study-portal/ui';
import styled from 'styled-components';

/** Key figures as a description list: a label over a large number, each pair a Figure card in a responsive grid. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: var(--sp-space-3);
  margin: 0;

  & dt {
    color: var(--sp-color-text-muted);
  }

  & dd {
    margin: var(--sp-space-1) 0 0;
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-large);
    font-weight: 700;
  }
`;

/** One label-value pair of a Figures list: a card in the list's grid, a `div` group of the `dl`. */
export const Figure = styled(Card).attrs({ outlined: true })`
  padding: var(--sp-space-3) var(--sp-space-4);
`;

/** A record's facts in one wrapping line: author, unit, dates, counts. */
export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sp-space-1) var(--sp-space-4);
  margin: 0;
  padding: 0;
  color: var(--sp-color-text-muted);
  list-style: none;
  overflow-wrap: anywhere;
`;

/** A white panel around a record or a form. */
export const Panel = styled(Card)`
  padding: var(--sp-space-4) var(--sp-space-5);
  overflow-wrap: anywhere;
`;

/** A count as the portal prints it: 18,432. */
export const counted = (value: number | null | undefined) => formatCount(value ?? 0);
