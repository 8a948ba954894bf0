import styled from 'styled-components';
import { cssVar, pageWidth } from '../tokens/tokens';

export const MenuBar = styled.nav`
  background: ${cssVar('color-primary')};

  &[data-orientation='vertical'] {
    background: transparent;
  }
`;

export const MenuList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  box-sizing: border-box;
  max-width: ${pageWidth};
  margin: 0 auto;
  padding: 0 ${cssVar('space-4')};
  list-style: none;

  [data-orientation='vertical'] > & {
    flex-direction: column;
    padding: 0;
  }
`;

const entryStyles = `
  display: block;
  box-sizing: border-box;
  min-height: 48px;
  padding: 12px 24px;
  border: none;
  background: transparent;
  color: var(--sp-color-on-primary);
  font: inherit;
  font-size: var(--sp-font-size-menu);
  line-height: 24px;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &[aria-current='page'] {
    background: rgba(0, 0, 0, 0.22);
  }

  &[aria-current='page'] {
    font-weight: 700;
  }

  &:focus-visible {
    outline: 2px solid var(--sp-color-on-primary);
    outline-offset: -4px;
  }

  /* In a column on the drawer's light surface: the current entry keeps a bar in the theme's
     colour at its start, so it is marked by more than its colour. */
  [data-orientation='vertical'] & {
    width: 100%;
    padding: 12px 16px;
    border-left: 4px solid transparent;
    color: var(--sp-color-text);
    text-align: start;
  }

  [data-orientation='vertical'] &:hover {
    background: var(--sp-color-disabled-surface);
  }

  [data-orientation='vertical'] &[aria-current='page'] {
    border-left-color: var(--sp-color-primary);
    background: var(--sp-color-disabled-surface);
    color: var(--sp-color-primary);
  }

  [data-orientation='vertical'] &:focus-visible {
    outline-color: var(--sp-color-focus);
  }
`;

export const MenuLink = styled.a`
  ${entryStyles}
`;

export const MenuButton = styled.button`
  ${entryStyles}
`;
