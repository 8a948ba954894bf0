import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const BackToTopButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: max(44px, ${cssVar('touch-target')});
  height: max(44px, ${cssVar('touch-target')});
  border: 1px solid ${cssVar('color-border')};
  border-radius: 50%;
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-primary')};
  box-shadow: ${cssVar('shadow-raised')};
  cursor: pointer;

  &[data-placement='fixed'] {
    position: fixed;
    right: 24px;
    bottom: 40px;
    z-index: ${cssVar('z-toolbar')};
  }

  &:hover {
    background: ${cssVar('color-primary')};
    color: ${cssVar('color-on-primary')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  & > svg {
    width: 20px;
    height: 20px;
  }
`;
