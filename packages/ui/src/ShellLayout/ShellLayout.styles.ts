import styled from 'styled-components';
import { cssVar } from '../tokens/tokens';

export const ShellRoot = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${cssVar('color-page')};
`;

// On a desktop the sidebar stays in view beside the page; on a phone it is a drawer over it.
export const SidebarSlot = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  flex: none;
  flex-direction: column;
  height: 100vh;
  background: ${cssVar('color-sidebar-surface')};

  & > nav {
    flex: 1;
    min-height: 0;
    height: auto;
  }

  &[data-device='mobile'] {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: ${cssVar('z-overlay')};
    height: auto;
    box-shadow: ${cssVar('shadow-overlay')};
    transform: translateX(-100%);
    visibility: hidden;
    transition: transform 0.28s, visibility 0s 0.28s;
  }

  &[data-device='mobile'][data-open='true'] {
    transform: none;
    visibility: visible;
    transition: transform 0.28s;
  }

  &[data-animate='false'] {
    transition: none;
  }
`;

export const DrawerHead = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${cssVar('space-1')};
  border-right: 1px solid ${cssVar('color-border')};
`;

export const DrawerClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${cssVar('control-height')};
  min-height: ${cssVar('control-height')};
  border: none;
  border-radius: ${cssVar('radius-control')};
  background: transparent;
  color: ${cssVar('color-text')};
  font: inherit;
  font-size: ${cssVar('font-size-large')};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${cssVar('color-page')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${cssVar('z-overlay')};
  background: ${cssVar('color-backdrop')};
`;

export const ShellColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const ShellMain = styled.main`
  flex: 1;
  padding: ${cssVar('space-5')};
`;
