import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// The look of the kit's Input, in several lines: the control border, the focus ring, the danger
// border while invalid, the disabled colours.
export const TextAreaField = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: calc(${cssVar('control-height')} * 3);
  padding: ${cssVar('space-2')} ${cssVar('space-3')};
  border: 1px solid ${cssVar('color-border-control')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
  font: inherit;
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};
  resize: vertical;
  transition: border-color 0.15s;

  &:hover:not(:disabled):not([readonly]),
  &:focus {
    border-color: ${cssVar('color-primary')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  &[aria-invalid='true'] {
    border-color: ${cssVar('color-danger')};
  }

  &:disabled {
    border-color: ${cssVar('color-border')};
    background: ${cssVar('color-disabled-surface')};
    color: ${cssVar('color-disabled-text')};
    cursor: not-allowed;
  }

  &::placeholder {
    color: ${cssVar('color-text-muted')};
    opacity: 1;
  }
`;
