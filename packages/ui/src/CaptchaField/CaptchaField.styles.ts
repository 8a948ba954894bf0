import { keyframes } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const CaptchaRoot = styled.div`
  display: grid;
  gap: ${cssVar('space-1')};
  min-width: 0;
`;

export const CaptchaLabel = styled.label`
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
`;

export const CaptchaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space-2')};

  & > :first-child {
    flex: 1 1 8em;
    width: auto;
  }
`;

// Sized in em, so the picture grows with the elder mode's type like the field beside it.
export const CaptchaImageButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${cssVar('space-1')};
  width: 8.5em;
  height: ${cssVar('control-height')};
  margin: 0;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${cssVar('color-border-control')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text-muted')};
  font: inherit;
  font-size: ${cssVar('font-size-small')};
  line-height: 1.2;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  &[data-state='failed'] {
    padding: 0 ${cssVar('space-1')};
    border-color: ${cssVar('color-danger')};
    color: ${cssVar('color-danger')};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: fill;
  }
`;

export const CaptchaSpinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
