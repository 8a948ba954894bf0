import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.nav`
  border-bottom: 1px solid var(--sp-color-border);

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
    margin-bottom: -1px;
    padding: 0 var(--sp-space-4);
    border-bottom: 2px solid transparent;
    color: var(--sp-color-text);
    font-size: var(--sp-font-size-title);
    text-decoration: none;
  }

  & a:hover {
    color: var(--sp-color-primary);
  }

  & a[aria-current='page'] {
    border-bottom-color: var(--sp-color-primary);
    color: var(--sp-color-primary);
    font-weight: 700;
  }

  & a:focus-visible {
    outline: none;
    border-radius: var(--sp-radius-control);
    box-shadow: var(--sp-focus-ring);
  }
`;

export interface AreaNavItem {
  to: string;
  label: string;
}

/**
 * The pages of one part of the area (the two honour lists, the discussion's pages, the task
 * pages) as links: each is an address of its own, so a link or a bookmark opens the right one.
 */
export function AreaNav({ label, items }: { label: string; items: readonly AreaNavItem[] }) {
  const { pathname } = useLocation();
  return (
    <Bar aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={pathname === item.to ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </Bar>
  );
}

export const honourNav: readonly AreaNavItem[] = [
  { to: '/peoplelists', label: '学习先锋' },
  { to: '/branchlists', label: '学习型党支部' },
];

export const discussionNav: readonly AreaNavItem[] = [
  { to: '/currentcomment', label: '本期研讨' },
  { to: '/comment/postLists', label: '研讨交流' },
];

export const taskNav: readonly AreaNavItem[] = [
  { to: '/currenttask', label: '本期任务' },
  { to: '/task/taskLists', label: '全部任务' },
];
