import { styled } from '../internal/styled';
import { Card } from '../Card';

export const FiguresRoot = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: var(--sp-space-3);
  margin: 0;
`;

// A pair's box is a card that stays a `div`, so that it groups its dt and dd inside the dl.
export const FigureRoot = styled(Card).attrs({ outlined: true, padding: 'small' })`
  padding-inline: var(--sp-space-4);

  & dt {
    color: var(--sp-color-text-muted);
  }

  & dd {
    margin: var(--sp-space-1) 0 0;
    color: var(--sp-color-primary);
    font-size: var(--sp-font-size-large);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
