import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// Like the checkbox: the native input restyled, sized in em to grow with the elder mode.
export const RadioDot = styled.input`
  display: inline-grid;
  flex: none;
  place-content: center;
  width: 1.15em;
  height: 1.15em;
  margin: 0;
  border: 1px solid ${cssVar('color-text-muted')};
  border-radius: 50%;
  background: ${cssVar('color-surface')};
  appearance: none;
  cursor: inherit;

  &::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: ${cssVar('color-on-primary')};
    transform: scale(0);
  }

  &:checked {
    border-color: ${cssVar('color-primary')};
    background: ${cssVar('color-primary')};
  }
  &:checked::before {
    transform: scale(1);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  &[aria-invalid='true'],
  [role='radiogroup'][aria-invalid='true'] & {
    border-color: ${cssVar('color-danger')};
  }

  &:disabled {
    border-color: ${cssVar('color-border')};
    background: ${cssVar('color-disabled-surface')};
  }
  &:disabled::before {
    background: ${cssVar('color-disabled-text')};
  }

  @media (forced-colors: active) {
    appearance: auto;
    &::before {
      display: none;
    }
  }
`;

export const RadioGroupRoot = styled.div`
  min-width: 0;
`;

export const RadioGroupLabel = styled.div`
  margin-bottom: ${cssVar('space-1')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
`;
