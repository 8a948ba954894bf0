import { css } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

// The bar keeps its own distance from the list above it and centres itself under it, so every
// list's pager sits the same way on every page of the portal and the admin site.
export const PaginationBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${cssVar('space-2')};
  margin-top: ${cssVar('space-5')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size-body')};
`;

export const PageNumbers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space-1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  min-width: ${cssVar('control-height')};
  min-height: ${cssVar('control-height')};
  padding: 0 ${cssVar('space-2')};
  border: 1px solid transparent;
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
  font: inherit;
  cursor: pointer;

  &:hover:not([aria-current='page']) {
    border-color: ${cssVar('color-primary')};
    color: ${cssVar('color-primary')};
  }

  &[aria-current='page'] {
    border-color: ${cssVar('color-primary')};
    background: ${cssVar('color-primary')};
    color: ${cssVar('color-on-primary')};
    font-weight: 700;
    cursor: default;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;

export const PageGap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${cssVar('touch-target')};
  color: ${cssVar('color-text-muted')};
`;

export const Field = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space-1')};
`;

const controlStyles = css`
  min-height: ${cssVar('control-height')};
  border: 1px solid ${cssVar('color-border-control')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
  font: inherit;

  &:focus-visible {
    outline: none;
    border-color: ${cssVar('color-focus')};
    box-shadow: ${cssVar('focus-ring')};
  }
`;

export const PageSizeSelect = styled.select`
  ${controlStyles}
  padding: 0 ${cssVar('space-2')};
`;

export const JumpInput = styled.input`
  ${controlStyles}
  width: 4em;
  padding: 0 ${cssVar('space-2')};
  text-align: center;
`;
