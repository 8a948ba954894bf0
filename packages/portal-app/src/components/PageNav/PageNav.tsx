import { Link, useLocation } from 'react-router-dom';
import styled, { css, type RuleSet } from 'styled-components';

export interface PageNavItem {
  to: string;
  label: string;
  /** A path whose child pages count as this one too (a page with tabs of its own, e.g. 成长档案). */
  activeUnder?: string;
}

/**
 * `tabs`: underlined, in the title size, for the pages of a part of the portal; `compactTabs`:
 * underlined, closer together, for the many pages of one class; `buttons`: bordered, for the
 * tabs inside a page.
 */
export type PageNavLook = 'tabs' | 'compactTabs' | 'buttons';

const underlined = css`
  border-bottom: 1px solid var(--sp-color-border);

  & a {
    margin-bottom: -1px;
    border-bottom: 2px solid transparent;
  }

  & a:hover {
    color: var(--sp-color-primary);
  }

  & a[aria-current='page'] {
    border-bottom-color: var(--sp-color-primary);
    color: var(--sp-color-primary);
    font-weight: 700;
  }
`;

const looks: Record<PageNavLook, RuleSet> = {
  tabs: css`
    ${underlined}

    & a {
      font-size: var(--sp-font-size-title);
    }
  `,
  compactTabs: css`
    ${underlined}

    & ul {
      gap: var(--sp-space-1);
    }

    & a {
      padding: 0 var(--sp-space-3);
    }
  `,
  buttons: css`
    & a {
      border: 1px solid var(--sp-color-border);
      border-radius: var(--sp-radius-control);
      background: var(--sp-color-surface);
    }

    & a:hover {
      border-color: var(--sp-color-primary);
      color: var(--sp-color-primary);
    }

    & a[aria-current='page'] {
      border-color: var(--sp-color-primary);
      background: var(--sp-color-primary);
      color: var(--sp-color-on-primary);
    }
  `,
};

const Bar = styled.nav<{ $look: PageNavLook }>`
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-flex;
    align-items: center;
    min-height: var(--sp-control-height);
    padding: 0 var(--sp-space-4);
    color: var(--sp-color-text);
    text-decoration: none;
  }

  & a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }

  ${({ $look }) => looks[$look]}
`;

const pathOf = (to: string) => to.split('?')[0] ?? to;

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * Links between pages that belong together (the honour lists, a class's pages, the class
 * file's tabs): each is an address of its own, so a link or a bookmark opens the right one,
 * and the page on screen is marked as current.
 */
export function PageNav({ label, items, look = 'tabs' }: { label: string; items: readonly PageNavItem[]; look?: PageNavLook }) {
  const { pathname } = useLocation();
  const current = (item: PageNavItem) => pathname === pathOf(item.to) || (item.activeUnder !== undefined && isUnder(pathname, item.activeUnder));
  return (
    <Bar aria-label={label} $look={look}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={current(item) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
