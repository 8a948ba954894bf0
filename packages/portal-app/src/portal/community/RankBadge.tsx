import styled from 'styled-components';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2em;
  min-height: 2em;
  padding: 0 var(--sp-space-1);
  border-radius: var(--sp-radius-pill);
  background: var(--sp-color-page);
  color: var(--sp-color-text);
  font-weight: 700;

  &[data-podium] {
    background: var(--sp-color-primary);
    color: var(--sp-color-on-primary);
  }
`;

/** A place on a ranking; the first three stand out (the number says it too, not only the colour). */
export function RankBadge({ rank }: { rank: number }) {
  return <Badge data-podium={rank <= 3 ? '' : undefined}>{rank}</Badge>;
}
