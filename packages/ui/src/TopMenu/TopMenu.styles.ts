import { styled } from '../internal/styled';
import { cssVar, pageWidth } from '../tokens/tokens';

export const MenuBar = styled.nav`
  background: ${cssVar('color-primary')};
`;

export const MenuList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  box-sizing: border-box;
  max-width: ${pageWidth};
  margin: 0 auto;
  padding: 0 ${cssVar('space-4')};
  list-style: none;
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
`;

export const MenuLink = styled.a`
  ${entryStyles}
`;

export const MenuButton = styled.button`
  ${entryStyles}
`;
