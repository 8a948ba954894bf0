import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const DialogBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${cssVar('z-overlay')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${cssVar('space-4')};
  background: ${cssVar('color-backdrop')};

  &[data-placement='start'],
  &[data-placement='end'] {
    align-items: stretch;
    padding: 0;
  }

  &[data-placement='start'] {
    justify-content: flex-start;
  }

  &[data-placement='end'] {
    justify-content: flex-end;
  }
`;

// The width comes inline from the `width` prop; max-width lets it shrink on a phone.
export const DialogPanel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  max-width: 100%;
  max-height: 100%;
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-overlay')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};

  /* A sheet: a touch narrower than the window, so the page behind shows there is a way back. */
  [data-placement='start'] > &,
  [data-placement='end'] > & {
    max-width: calc(100% - ${cssVar('touch-target')});
    height: 100%;
    border-radius: 0;
  }

  &:focus {
    outline: none;
  }
`;

export const DialogHeader = styled.div`
  padding: ${cssVar('space-4')} ${cssVar('space-5')};
  border-bottom: 1px solid ${cssVar('color-border')};

  &[data-closable='true'] {
    padding-right: calc(${cssVar('space-5')} + ${cssVar('touch-target')});
  }
`;

export const DialogTitle = styled.h2`
  margin: 0;
  font-size: ${cssVar('font-size-title')};
  font-weight: 600;
  line-height: 1.4;
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${cssVar('space-5')};

  /* Drawn inside, as the panel's edges would clip an outer ring. */
  &:focus-visible {
    outline: 2px solid ${cssVar('color-focus')};
    outline-offset: -4px;
  }
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${cssVar('space-3')};
  padding: ${cssVar('space-3')} ${cssVar('space-5')} ${cssVar('space-4')};
  border-top: 1px solid ${cssVar('color-border')};
`;

// Last in the DOM (so a form's first field, not the close button, gets the focus on open)
// but shown in the header's corner.
export const DialogCloseButton = styled.button`
  position: absolute;
  top: ${cssVar('space-2')};
  right: ${cssVar('space-2')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${cssVar('touch-target')};
  height: ${cssVar('touch-target')};
  padding: 0;
  border: none;
  border-radius: ${cssVar('radius-control')};
  background: transparent;
  color: ${cssVar('color-text-muted')};
  cursor: pointer;

  &:hover {
    background: ${cssVar('color-disabled-surface')};
    color: ${cssVar('color-text')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  & > svg {
    width: 50%;
    height: 50%;
  }
`;
