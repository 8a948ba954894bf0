import { keyframes } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

const slideIn = keyframes`
  from { transform: translateY(-8px); }
  to { transform: none; }
`;

export const ToastRegion = styled.section`
  position: fixed;
  top: ${cssVar('space-5')};
  left: 50%;
  z-index: ${cssVar('z-toast')};
  width: max-content;
  max-width: calc(100vw - 2 * ${cssVar('space-4')});
  transform: translateX(-50%);
`;

export const ToastList = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${cssVar('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ToastRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${cssVar('space-3')};
  box-sizing: border-box;
  min-width: 240px;
  max-width: min(520px, 100%);
  padding: ${cssVar('space-3')} ${cssVar('space-3')} ${cssVar('space-3')} ${cssVar('space-4')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-raised')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};
  animation: ${slideIn} 0.2s ease-out;

  &[data-kind='success'] {
    border-color: ${cssVar('color-success')};
    background: ${cssVar('color-success-surface')};
  }
  &[data-kind='warning'] {
    border-color: ${cssVar('color-warning')};
    background: ${cssVar('color-warning-surface')};
  }
  &[data-kind='error'] {
    border-color: ${cssVar('color-danger')};
    background: ${cssVar('color-danger-surface')};
  }
  &[data-kind='info'] {
    border-color: ${cssVar('color-info')};
    background: ${cssVar('color-info-surface')};
  }

  /* Centres the icon on the first line of text, whatever the font size. */
  & > svg {
    margin-top: calc((1em * ${cssVar('line-height-body')} - 1.25em) / 2);
  }
`;

export const ToastMessage = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ToastCloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${cssVar('touch-target')};
  height: ${cssVar('touch-target')};
  margin: calc((1em * ${cssVar('line-height-body')} - ${cssVar('touch-target')}) / 2) 0;
  padding: 0;
  border: none;
  border-radius: ${cssVar('radius-control')};
  background: transparent;
  color: ${cssVar('color-text-muted')};
  cursor: pointer;

  &:hover {
    color: ${cssVar('color-text')};
    background: rgba(0, 0, 0, 0.06);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  & > svg {
    width: 40%;
    height: 40%;
  }
`;
