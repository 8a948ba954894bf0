import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// The whole row is the label, so the click target is the text as well as the box.
export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space-2')};
  min-height: ${cssVar('touch-target')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: 1.4;
  cursor: pointer;

  &[data-disabled='true'] {
    color: ${cssVar('color-disabled-text')};
    cursor: not-allowed;
  }
`;

// The native input itself, restyled: it stays focusable, checkable and labelled, and its
// border keeps 3:1 against the page. Sized in em so the elder mode's larger type grows it.
export const CheckboxBox = styled.input`
  display: inline-grid;
  flex: none;
  place-content: center;
  width: 1.15em;
  height: 1.15em;
  margin: 0;
  border: 1px solid ${cssVar('color-text-muted')};
  border-radius: ${cssVar('radius-small')};
  background: ${cssVar('color-surface')};
  appearance: none;
  cursor: inherit;

  &::before {
    content: '';
    width: 0.7em;
    height: 0.7em;
    background: ${cssVar('color-on-primary')};
    clip-path: polygon(14% 44%, 0 60%, 40% 100%, 100% 18%, 86% 4%, 38% 68%);
    transform: scale(0);
  }

  &:checked,
  &:indeterminate {
    border-color: ${cssVar('color-primary')};
    background: ${cssVar('color-primary')};
  }
  &:checked::before {
    transform: scale(1);
  }
  &:indeterminate::before {
    height: 0.15em;
    clip-path: none;
    transform: scale(1);
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
  }
  &:disabled::before {
    background: ${cssVar('color-disabled-text')};
  }

  /* High-contrast themes repaint backgrounds, which would erase the tick: use the native box. */
  @media (forced-colors: active) {
    appearance: auto;
    &::before {
      display: none;
    }
  }
`;

export const ChoiceGroupFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const ChoiceGroupLegend = styled.legend`
  padding: 0;
  margin-bottom: ${cssVar('space-1')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
`;

export const ChoiceGroupItems = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${cssVar('space-5')};
  row-gap: ${cssVar('space-1')};

  &[data-direction='vertical'] {
    flex-direction: column;
    align-items: flex-start;
  }
`;
