import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// Star colours are fixed rather than themed: gold reads as "rating" in both themes, and both
// the filled gold and the empty grey outline keep 3:1 against white (WCAG 1.4.11).
const starGold = '#c77700';
const starOutline = '#8c8c8c';

export const RatingRoot = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${cssVar('space-2')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};
`;

export const RatingLabel = styled.span`
  min-width: 7em;
`;

export const RatingStars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;

  &[aria-disabled='true'] {
    opacity: 0.6;
  }
`;

export const RatingScore = styled.span`
  min-width: 3em;
  color: ${cssVar('color-text-muted')};
`;

export const StarGlyph = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: 1.25em;
  height: 1.25em;

  & svg {
    display: block;
    width: 1.25em;
    height: 1.25em;
  }
  & > svg path {
    fill: ${cssVar('color-surface')};
    stroke: ${starOutline};
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
`;

// The gold copy of the star is clipped to none, half or all of its width.
export const StarFill = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  width: 0;
  height: 100%;
  overflow: hidden;

  & path {
    fill: ${starGold};
    stroke: ${starGold};
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
  [data-fill='half'] > & {
    width: 50%;
  }
  [data-fill='full'] > & {
    width: 100%;
  }
`;

/** One star of the interactive rating: the whole target is clickable, the radio itself is hidden. */
export const StarOption = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${cssVar('touch-target')};
  min-height: ${cssVar('touch-target')};
  border-radius: ${cssVar('radius-control')};
  font-size: 1.2em;
  cursor: pointer;

  &:has(input:focus-visible) {
    box-shadow: ${cssVar('focus-ring')};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
  }
`;

export const StarInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  border: 0;
  white-space: nowrap;
  opacity: 0;
`;
