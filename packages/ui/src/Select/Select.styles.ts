import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const SelectControl = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space-2')};
  width: 100%;
  min-height: ${cssVar('control-height')};
  padding: 0 ${cssVar('space-2')} 0 ${cssVar('space-3')};
  border: 1px solid ${cssVar('color-border-control')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
  line-height: 1.4;
  cursor: pointer;
  user-select: none;
  transition: border-color 0.15s;

  &:hover:not([aria-disabled='true']),
  &[aria-expanded='true'] {
    border-color: ${cssVar('color-primary')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  &[data-size='small'] {
    min-height: ${cssVar('control-height-small')};
    font-size: ${cssVar('font-size-small')};
  }

  &[aria-invalid='true'],
  &[aria-invalid='true']:hover:not([aria-disabled='true']) {
    border-color: ${cssVar('color-danger')};
  }

  &[aria-disabled='true'] {
    border-color: ${cssVar('color-border')};
    background: ${cssVar('color-disabled-surface')};
    color: ${cssVar('color-disabled-text')};
    cursor: not-allowed;
  }
`;

export const SelectValue = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder='true'] {
    color: ${cssVar('color-text-muted')};
  }
  [aria-disabled='true'] > &[data-placeholder='true'] {
    color: ${cssVar('color-disabled-text')};
  }
`;

export const SelectArrow = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  color: ${cssVar('color-text-muted')};
  transition: transform 0.15s;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

// Fixed, because the list lives in the portal root, away from the control it belongs to;
// the component writes top, left, width and max-height as it measures the control.
export const SelectPopup = styled.div`
  position: fixed;
  z-index: ${cssVar('z-overlay')};
  overflow-y: auto;
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-raised')};
  color: ${cssVar('color-text')};
  font-family: ${cssVar('font-family')};
  font-size: ${cssVar('font-size-body')};
  line-height: 1.4;

  &[hidden] {
    display: none;
  }
`;

export const SelectListbox = styled.ul`
  margin: 0;
  padding: ${cssVar('space-1')} 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const SelectEmpty = styled.p`
  margin: 0;
  padding: ${cssVar('space-3')};
  color: ${cssVar('color-text-muted')};
  text-align: center;
`;

export const SelectOptionRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${cssVar('space-2')};
  min-height: ${cssVar('touch-target')};
  padding: ${cssVar('space-1')} ${cssVar('space-3')};
  cursor: pointer;

  /* The option the arrow keys are on: an outline, so it shows whatever the option's colours. */
  &[data-active='true'] {
    background: ${cssVar('color-page')};
    box-shadow: inset 0 0 0 2px ${cssVar('color-focus')};
  }

  &[aria-selected='true'] {
    color: ${cssVar('color-primary')};
    font-weight: 600;
  }

  &[aria-disabled='true'] {
    color: ${cssVar('color-disabled-text')};
    cursor: not-allowed;
  }
  &[aria-disabled='true'][data-active='true'] {
    background: transparent;
  }
`;

export const SelectOptionLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
`;

// The tick box of a multiple choice; its border keeps 3:1 against the list.
export const SelectTickBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1em;
  height: 1em;
  border: 1px solid ${cssVar('color-text-muted')};
  border-radius: ${cssVar('radius-small')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-on-primary')};

  [aria-selected='true'] > & {
    border-color: ${cssVar('color-primary')};
    background: ${cssVar('color-primary')};
  }
  [aria-disabled='true'] > & {
    border-color: ${cssVar('color-border')};
    background: ${cssVar('color-disabled-surface')};
    color: ${cssVar('color-disabled-text')};
  }

  & > svg {
    width: 0.8em;
    height: 0.8em;
  }
`;

export const SelectTick = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
`;
