import { styled } from '../internal/styled';
import { cssVar } from '../tokens/tokens';

/**
 * The menu bar's entries as a column on the drawer's light surface. The current entry keeps a
 * bar in the theme's colour at its start, so it is marked by more than its colour. Kept here,
 * with the drawer, so that a page that never opens it does not download these rules.
 */
export const DrawerNavigation = styled.div`
  & nav {
    background: transparent;
  }

  & ul {
    flex-direction: column;
    padding: 0;
  }

  & li > a,
  & li > button {
    width: 100%;
    padding: ${cssVar('space-3')} ${cssVar('space-4')};
    border-left: 4px solid transparent;
    color: ${cssVar('color-text')};
    text-align: start;
  }

  & li > a:hover,
  & li > button:hover {
    background: ${cssVar('color-disabled-surface')};
  }

  & li > [aria-current='page'] {
    border-left-color: ${cssVar('color-primary')};
    background: ${cssVar('color-disabled-surface')};
    color: ${cssVar('color-primary')};
  }

  & li > a:focus-visible,
  & li > button:focus-visible {
    outline-color: ${cssVar('color-focus')};
  }
`;
