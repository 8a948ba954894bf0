import { css } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const SidebarNav = styled.nav`
  flex: none;
  width: 210px;
  height: 100%;
  overflow-x: hidden;
  overflow-y: auto;
  border-right: 1px solid ${cssVar('color-border')};
  background: ${cssVar('color-sidebar-surface')};
  color: ${cssVar('color-sidebar-text')};
  font-size: ${cssVar('font-size-body')};
  transition: width 0.28s;

  &[data-collapsed='true'] {
    width: 64px;
  }

  [data-elder='true'] & {
    width: 260px;
  }

  [data-elder='true'] &[data-collapsed='true'] {
    width: 72px;
  }

  &[data-animate='false'] {
    transition: none;
  }
`;

export const EntryList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Links and submenu toggles look alike; depth is a data attribute so the indents stay static.
const entryStyles = css`
  display: flex;
  align-items: center;
  gap: ${cssVar('space-2')};
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: ${cssVar('space-2')} ${cssVar('space-5')};
  border: none;
  background: transparent;
  color: ${cssVar('color-sidebar-text')};
  font: inherit;
  line-height: 1.4;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  /* In em, so a nested title lines up past its parent's icon at every type size. */
  &[data-depth='1'] { padding-left: calc(${cssVar('space-5')} + 2.25em); }
  &[data-depth='2'] { padding-left: calc(${cssVar('space-5')} + 3.5em); }
  &[data-depth='3'] { padding-left: calc(${cssVar('space-5')} + 4.75em); }
  &[data-depth='4'] { padding-left: calc(${cssVar('space-5')} + 6em); }

  &[data-icon-only='true'] {
    justify-content: center;
    padding: ${cssVar('space-2')} 0;
  }

  /* The red theme's active colour keeps its contrast only on white, so active entries get no hover shade. */
  &:hover:not([aria-current='page']):not([data-trail='true']) {
    background: ${cssVar('color-page')};
  }

  &[data-trail='true'] {
    color: ${cssVar('color-sidebar-active')};
  }

  &[aria-current='page'] {
    color: ${cssVar('color-sidebar-active')};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${cssVar('color-sidebar-active')};
  }

  &:focus-visible {
    outline: 2px solid ${cssVar('color-focus')};
    outline-offset: -2px;
  }
`;

export const EntryLink = styled.a`
  ${entryStyles}
`;

export const EntryButton = styled.button`
  ${entryStyles}
`;

export const EntryIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.5em;
  font-size: 1.1em;

  & > svg {
    width: 1em;
    height: 1em;
  }
`;

export const EntryTitle = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Chevron = styled.span`
  flex: none;
  width: 0.5em;
  height: 0.5em;
  margin-left: auto;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);
  transition: transform 0.2s;

  &[data-open='true'] {
    transform: translateY(25%) rotate(-135deg);
  }
`;

// Placed at the toggle's right edge from its measured position (inline style), in the portal root.
export const PopOutPanel = styled.nav`
  position: fixed;
  z-index: ${cssVar('z-overlay')};
  min-width: 200px;
  overflow-y: auto;
  padding: ${cssVar('space-1')} 0;
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-sidebar-surface')};
  box-shadow: ${cssVar('shadow-raised')};
  color: ${cssVar('color-sidebar-text')};
  font-size: ${cssVar('font-size-body')};
`;

export const PopOutTitle = styled.p`
  margin: 0;
  padding: ${cssVar('space-2')} ${cssVar('space-5')};
  border-bottom: 1px solid ${cssVar('color-border')};
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-body')};
`;
