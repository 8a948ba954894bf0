import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// top and left are written by useAnchoredPosition (internal/position).
export const PopoverPanel = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${cssVar('z-overlay')};
  box-sizing: border-box;
  max-width: calc(100vw - 16px);
  padding: ${cssVar('space-3')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-raised')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${cssVar('focus-ring')};
  }
`;
