import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// The border and the focus ring belong to the wrapper, so the field looks like one control
// even with the clear and show-password buttons inside it.
export const InputField = styled.span`
  display: inline-flex;
  align-items: center;
  width: 100%;
  min-height: ${cssVar('control-height')};
  border: 1px solid ${cssVar('color-border-control')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  transition: border-color 0.15s;

  &:hover:not([data-disabled='true']):not([data-readonly='true']) {
    border-color: ${cssVar('color-primary')};
  }

  &:focus-within {
    border-color: ${cssVar('color-primary')};
  }

  &:has(> input:focus-visible) {
    box-shadow: ${cssVar('focus-ring')};
  }

  &[data-size='small'] {
    min-height: ${cssVar('control-height-small')};
    font-size: ${cssVar('font-size-small')};
  }

  &[data-invalid='true'],
  &[data-invalid='true']:hover:not([data-disabled='true']),
  &[data-invalid='true']:focus-within {
    border-color: ${cssVar('color-danger')};
  }

  &[data-readonly='true'] {
    background: ${cssVar('color-page')};
  }

  &[data-disabled='true'] {
    border-color: ${cssVar('color-border')};
    background: ${cssVar('color-disabled-surface')};
    color: ${cssVar('color-disabled-text')};
    cursor: not-allowed;
  }
`;

export const NativeInput = styled.input`
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
  margin: 0;
  padding: 0 ${cssVar('space-3')};
  border: 0;
  border-radius: inherit;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: 1.4;

  &::placeholder {
    color: ${cssVar('color-text-muted')};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
    -webkit-text-fill-color: ${cssVar('color-disabled-text')};
  }

  /* The browser's own clear and reveal controls would duplicate ours. Separate rules: one
     unknown pseudo-element would void a whole selector list. */
  &::-webkit-search-cancel-button {
    display: none;
  }
  &::-ms-reveal {
    display: none;
  }
`;

export const FieldButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  min-width: ${cssVar('touch-target')};
  margin: 0;
  padding: 0 ${cssVar('space-2')};
  border: 0;
  border-radius: ${cssVar('radius-control')};
  background: transparent;
  color: ${cssVar('color-text-muted')};
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${cssVar('color-primary')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  & > svg {
    width: 1.15em;
    height: 1.15em;
  }
`;
