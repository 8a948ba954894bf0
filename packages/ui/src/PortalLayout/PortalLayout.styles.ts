import { styled } from '../internal/styled';
import { cssVar, pageWidth } from '../tokens/tokens';
import { phoneBarButtonSize, phoneBarInset } from './phoneBarMetrics';

export const PortalFrame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${cssVar('color-page')};

  /* On a wide screen the toolbar floats at the right edge (5 px from it, docs/product/frame.md#position-and-width), over
     whatever is there. The page column keeps clear of it on both sides, so it stays centred
     and no control lies under the toolbar; from about 1400 px it has its full width again.
     The percentage is resolved where the width is used: each band spans the frame. */
  &[data-device='desktop'][data-widget='true'] {
    --sp-page-width: min(
      ${cssVar('content-width')},
      100% - 2 * (${cssVar('toolbar-width')} + 5px + ${cssVar('space-3')})
    );
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${cssVar('space-2')};
  top: -100px;
  z-index: ${cssVar('z-toast')};
  padding: ${cssVar('space-2')} ${cssVar('space-4')};
  border-radius: ${cssVar('radius-control')};
  background: ${cssVar('color-surface')};
  color: ${cssVar('color-primary')};
  box-shadow: ${cssVar('shadow-raised')};

  &:focus {
    top: ${cssVar('space-2')};
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
`;

export const PortalMain = styled.main`
  flex: 1;
  /* The footer starts below the first screen: a page whose content arrives after the frame
     would otherwise push a visible footer down (a layout shift learners see as a jump). */
  min-height: 100vh;
  width: 100%;
  max-width: ${pageWidth};
  margin: 0 auto;
  padding: ${cssVar('space-4')};

  &:focus {
    outline: none;
  }

  &[data-device='mobile'] {
    padding: ${cssVar('space-3')};
  }

  /* Whatever the keyboard's focus or an anchor brings into view stops below the header that
     stays at the top of a phone's screen, not under it. */
  &[data-device='mobile'] * {
    scroll-margin-top: calc(${phoneBarButtonSize} + 2 * ${phoneBarInset} + ${cssVar('space-2')});
  }
`;

export const NavigationSlot = styled.div``;

/* On a phone the header stays at the top of the screen: its menu button and the toolbar's one
   button (fixed over the header's end) are always at hand, and nothing floats over the page. */
export const HeaderSlot = styled.div`
  &[data-device='mobile'] {
    position: sticky;
    top: 0;
    z-index: calc(${cssVar('z-toolbar')} - 1);
    box-shadow: ${cssVar('shadow-raised')};
  }
`;
