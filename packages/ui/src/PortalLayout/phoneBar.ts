import styled from 'styled-components';
import { cssVar } from '../tokens/tokens';

/**
 * The side of the phone header's buttons (menu, search, the toolbar's one button): a fingertip
 * at least, larger in the elder-friendly mode.
 */
export const phoneBarButtonSize = `max(48px, calc(${cssVar('touch-target')} + 8px))`;

/** The gap around the phone header's top row; the toolbar's fixed button lines up with it. */
export const phoneBarInset = cssVar('space-1');

/** An icon over a short word, as the buttons of the phone header are drawn. */
export const PhoneBarButton = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  box-sizing: border-box;
  min-width: ${phoneBarButtonSize};
  height: ${phoneBarButtonSize};
  padding: 0 ${cssVar('space-1')};
  border: none;
  border-radius: ${cssVar('radius-control')};
  background: transparent;
  color: ${cssVar('color-primary')};
  font: inherit;
  font-size: ${cssVar('font-size-small')};
  line-height: 1.2;
  cursor: pointer;

  & > svg {
    width: 22px;
    height: 22px;
  }

  &[data-icon-last] {
    flex-direction: column-reverse;
  }

  &:hover,
  &[aria-expanded='true'] {
    background: ${cssVar('color-disabled-surface')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;
