import styled from 'styled-components';

/**
 * A multi-line field in the look of the kit's Input (which has no multi-line form): the
 * control border, the focus ring, the danger border while `aria-invalid`.
 */
export const TextArea = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: 120px;
  padding: var(--sp-space-2) var(--sp-space-3);
  border: 1px solid var(--sp-color-border-control);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);
  color: var(--sp-color-text);
  font: inherit;
  font-size: var(--sp-font-size-body);
  line-height: var(--sp-line-height-body);
  resize: vertical;

  &:hover,
  &:focus {
    border-color: var(--sp-color-primary);
  }

  &:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }

  &[aria-invalid='true'] {
    border-color: var(--sp-color-danger);
  }

  &::placeholder {
    color: var(--sp-color-text-muted);
    opacity: 1;
  }
`;
