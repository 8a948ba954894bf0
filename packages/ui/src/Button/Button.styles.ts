import { keyframes } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// Variants and sizes are data attributes, so the styles stay static. The same rules draw the
// link form (`href`), rendered `as` the app's link component.
export const ButtonRoot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${cssVar('space-2')};
  min-width: ${cssVar('touch-target')};
  min-height: ${cssVar('control-height')};
  padding: 0 ${cssVar('space-4')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
  font: inherit;
  font-size: ${cssVar('font-size-body')};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;

  &:hover:not([aria-disabled='true']) {
    border-color: ${cssVar('color-primary')};
    color: ${cssVar('color-primary')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  &[data-variant='primary'] {
    border-color: ${cssVar('color-primary')};
    background: ${cssVar('color-primary')};
    color: ${cssVar('color-on-primary')};
  }
  &[data-variant='primary']:hover:not([aria-disabled='true']) {
    background: ${cssVar('color-primary-hover')};
    border-color: ${cssVar('color-primary-hover')};
    color: ${cssVar('color-on-primary')};
  }

  &[data-variant='danger'] {
    border-color: ${cssVar('color-danger')};
    background: ${cssVar('color-danger')};
    color: #ffffff;
  }
  &[data-variant='danger']:hover:not([aria-disabled='true']) {
    filter: brightness(0.9);
    color: #ffffff;
  }

  &[data-variant='text'] {
    border-color: transparent;
    background: transparent;
    color: ${cssVar('color-primary')};
    padding: 0 ${cssVar('space-2')};
  }
  &[data-variant='text']:hover:not([aria-disabled='true']) {
    border-color: transparent;
    text-decoration: underline;
  }

  &[data-size='small'] {
    min-height: ${cssVar('control-height-small')};
    padding: 0 ${cssVar('space-3')};
    font-size: ${cssVar('font-size-small')};
  }

  &[data-block='true'] {
    display: flex;
    width: 100%;
  }

  &[aria-disabled='true'] {
    border-color: ${cssVar('color-border')};
    background: ${cssVar('color-disabled-surface')};
    color: ${cssVar('color-disabled-text')};
    cursor: not-allowed;
  }
  &[data-variant='text'][aria-disabled='true'] {
    background: transparent;
    border-color: transparent;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
