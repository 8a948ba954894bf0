import { styled } from '../internal/styled';
import { phoneBarInset } from '../PortalLayout/phoneBarMetrics';
import { cssVar } from '../tokens/tokens';

// docs/product/frame.md#position-and-width; docs/product/platform.md#business-constants: 5 px from the right edge, 96 px from the top.
export const ToolbarRoot = styled.aside`
  position: fixed;
  top: 96px;
  right: 5px;
  z-index: ${cssVar('z-toolbar')};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${cssVar('space-2')};

  /* Over the end of the phone header's top row, which PortalLayout keeps clear for it. */
  &[data-device='mobile'] {
    top: ${phoneBarInset};
    right: ${cssVar('space-2')};
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
  border-radius: ${cssVar('radius-card')};
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-raised')};
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

/** An entry's icon over its words, as one box a badge can sit on the corner of. */
export const EntryFace = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
`;

export const ToolbarButton = styled.button`
  ${entryStyles}
`;

export const ToolbarLink = styled.a`
  ${entryStyles}
`;

const signedInPanelStyles = `
  & h2 {
    margin: 0 0 ${cssVar('space-2')};
    font-size: ${cssVar('font-size-title')};
    overflow-wrap: anywhere;
  }

  /* The hours line breaks between its label and its figure, and inside the figure only at its
     spaces and brackets, never between two characters of a word. */
  & p {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    margin: 0 0 ${cssVar('space-3')};
    color: ${cssVar('color-text-muted')};
  }

  & p > span {
    word-break: keep-all;
  }

  & strong {
    color: ${cssVar('color-primary')};
    font-size: ${cssVar('font-size-title')};
  }
`;

export const UserPanel = styled.section`
  width: 240px;
  padding: ${cssVar('space-4')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius-card')};
  background: ${cssVar('color-surface')};
  box-shadow: ${cssVar('shadow-raised')};
  ${signedInPanelStyles}
`;

/** The phone's toolbar sheet: the signed-in panel, the entries in a grid, the app codes. */
export const PhoneSheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space-4')};

  & > section:first-child {
    padding-bottom: ${cssVar('space-4')};
    border-bottom: 1px solid ${cssVar('color-border')};
    ${signedInPanelStyles}
  }

  & > ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(max(72px, calc(${cssVar('touch-target')} * 2)), 1fr));
    gap: ${cssVar('space-2')};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & > ul > li > * {
    border: 1px solid ${cssVar('color-border')};
    border-radius: ${cssVar('radius-control')};
  }

  & h3 {
    margin: 0 0 ${cssVar('space-2')};
    font-size: ${cssVar('font-size-body')};
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
