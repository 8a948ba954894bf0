// The portal's record pages (posts, study tasks, guidance) lay out their records with these.
import { Card, formatCount } from '@study-portal/ui';
import styled from 'styled-components';

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
