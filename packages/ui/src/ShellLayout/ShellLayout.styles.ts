import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

export const ShellRoot = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${cssVar('color-page')};
`;

// On a desktop the sidebar's column runs the page's whole height beside it, so its surface
// never stops short of the page's end (a long page, a print, a full-page capture), while the
// menu in it stays in view as the page scrolls. On a phone it is a drawer over the page.
export const SidebarSlot = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  border-right: 1px solid ${cssVar('color-border')};
  background: ${cssVar('color-sidebar-surface')};

  &[data-device='mobile'] {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: ${cssVar('z-overlay')};
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

export const SidebarStick = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  height: 100vh;

  [data-device='mobile'] > & {
    position: static;
    height: 100%;
  }

  /* The column draws the edge, down to the page's end. */
  & > nav {
    flex: 1;
    min-height: 0;
    height: auto;
    border-right: 0;
  }
`;

export const DrawerHead = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${cssVar('space-1')};
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

// One slim band of the site's lines under the page, the first (the organiser) in the footer's
// title colour over the bar colour (docs/product/admin.md#footer); the lines wrap onto more rows on a phone.
export const ShellFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${cssVar('space-1')} ${cssVar('space-5')};
  padding: ${cssVar('space-3')} ${cssVar('space-5')};
  border-top: 2px solid ${cssVar('color-footer')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-text-muted')};
  font-size: ${cssVar('font-size-body')};
  line-height: ${cssVar('line-height-body')};
  text-align: center;

  & > p {
    margin: 0;
  }

  & > p:first-child {
    color: ${cssVar('color-footer-title')};
    font-weight: 700;
  }
`;
