import { css } from 'styled-components';
import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const NavbarBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space-3')};
  min-height: 56px;
  padding: ${cssVar('space-1')} ${cssVar('space-4')};
  border-bottom: 1px solid ${cssVar('color-border')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text')};
`;

export const NavbarBreadcrumb = styled.div`
  flex: 1;
  min-width: 0;
`;

const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${cssVar('space-2')};
  min-width: ${cssVar('control-height')};
  min-height: ${cssVar('control-height')};
  padding: 0 ${cssVar('space-2')};
  border: none;
  border-radius: ${cssVar('radius-control')};
  background: transparent;
  color: ${cssVar('color-text')};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${cssVar('color-page')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }

  & > svg {
    width: 1.25em;
    height: 1.25em;
  }
`;

export const SidebarToggle = styled.button`
  ${iconButton}
  flex: none;

  & > svg {
    transition: transform 0.28s;
  }

  &[aria-expanded='false'] > svg {
    transform: scaleX(-1);
  }
`;

export const UserButton = styled.button`
  ${iconButton}
  flex: none;
  max-width: 16em;
`;

export const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.8em;
  height: 1.8em;
  border-radius: 50%;
  background: ${cssVar('color-primary')};
  color: ${cssVar('color-on-primary')};
  font-weight: 700;
`;

export const UserName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Caret = styled.span`
  flex: none;
  width: 0.45em;
  height: 0.45em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);
`;

// Placed under the user button from its measured position (inline style), in the portal root.
export const MenuPanel = styled.ul`
  position: fixed;
  z-index: ${cssVar('z-overlay')};
  min-width: 160px;
  margin: 0;
  padding: ${cssVar('space-1')} 0;
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-raised')};
  list-style: none;
`;

export const MenuEntry = styled.button`
  display: block;
  width: 100%;
  min-height: ${cssVar('control-height')};
  padding: 0 ${cssVar('space-4')};
  border: none;
  background: transparent;
  color: ${cssVar('color-text')};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    outline: none;
    background: ${cssVar('color-page')};
  }

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${cssVar('color-focus')};
  }
`;
