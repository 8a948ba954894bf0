import styled from 'styled-components';
import { cssVar } from '../tokens/tokens';

// Spec 2.3 and 9: 5 px from the right edge, 96 px from the top.
export const ToolbarRoot = styled.aside`
  position: fixed;
  top: 96px;
  right: 5px;
  z-index: ${cssVar('z-toolbar')};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${cssVar('space-2')};

  &[data-device='mobile'] {
    top: auto;
    bottom: ${cssVar('space-3')};
  }

  /* On a phone back-to-top floats above the bar rather than in it: the bar's height, which the
     frame keeps clear at the end of the page, does not change with the scroll position. */
  &[data-device='mobile'] > [data-placement='inline'] {
    position: absolute;
    right: 0;
    bottom: calc(100% + ${cssVar('space-2')});
  }
`;

export const ToolbarList = styled.ul`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  /* The page keeps this width clear beside it (PortalLayout). */
  width: ${cssVar('toolbar-width')};
  margin: 0;
  padding: ${cssVar('space-1')} 0;
  list-style: none;
  border: 1px solid ${cssVar('color-border')};
  border-radius: 8px;
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-raised')};

  [data-device='mobile'] > & {
    width: auto;
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
    max-width: calc(100vw - 16px);
  }
`;

const entryStyles = `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  box-sizing: border-box;
  width: 100%;
  min-width: max(64px, var(--sp-touch-target));
  min-height: max(56px, var(--sp-touch-target));
  padding: var(--sp-space-1) var(--sp-space-2);
  border: none;
  background: transparent;
  color: var(--sp-color-text-muted);
  font: inherit;
  font-size: var(--sp-font-size-small);
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'],
  &[aria-pressed='true'] {
    color: var(--sp-color-primary);
  }

  &:focus-visible {
    outline: 2px solid var(--sp-color-focus);
    outline-offset: -2px;
  }
`;

export const ToolbarButton = styled.button`
  ${entryStyles}
`;

export const ToolbarLink = styled.a`
  ${entryStyles}
`;

export const UserPanel = styled.section`
  width: 220px;
  padding: ${cssVar('space-4')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: 8px;
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-raised')};

  & h2 {
    margin: 0 0 ${cssVar('space-2')};
    font-size: ${cssVar('font-size-title')};
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0 0 ${cssVar('space-3')};
    color: ${cssVar('color-text-muted')};
  }

  & strong {
    color: ${cssVar('color-primary')};
    font-size: ${cssVar('font-size-large')};
  }
`;

export const PanelActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space-2')};
`;

export const QrList = styled.div`
  display: flex;
  gap: ${cssVar('space-4')};
  padding: ${cssVar('space-3')};
`;

export const AppCode = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${cssVar('space-1')};
  margin: 0;

  & > img {
    display: block;
    background: #ffffff;
  }

  & > figcaption {
    color: ${cssVar('color-text')};
    font-size: ${cssVar('font-size-small')};
  }
`;
