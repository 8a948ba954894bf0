import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { classAddress } from './classAddress';

const Bar = styled.nav`
  border-bottom: 1px solid var(--sp-color-border);

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sp-space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-flex;
    align-items: center;
    min-height: var(--sp-control-height);
    margin-bottom: -1px;
    padding: 0 var(--sp-space-3);
    border-bottom: 2px solid transparent;
    color: var(--sp-color-text);
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

interface ClassNavItem {
  to: string;
  label: string;
}

/** The pages of one class a learner moves between; member-only pages once enrolled. */
export function classNavItems(id: string, { enrolled, open }: { enrolled: boolean; open: boolean }): ClassNavItem[] {
  if (open) {
    return [
      { to: classAddress.openDetail(id), label: '班级详情' },
      { to: classAddress.openMembers(id), label: '班级成员' },
    ];
  }
  return [
    { to: classAddress.detail(id), label: '班级首页' },
    { to: classAddress.notices(id), label: '班级公告' },
    { to: classAddress.members(id), label: '班级成员' },
    { to: classAddress.dynamics(id), label: '班级动态' },
    ...(enrolled
      ? [
          { to: classAddress.assignments(id), label: '个人作业' },
          { to: classAddress.file(id), label: '成长档案' },
        ]
      : []),
    { to: classAddress.affairs(id), label: '班务管理' },
  ];
}

const pathOf = (to: string) => to.split('?')[0] ?? to;

/** Links between the pages of one class; each keeps the class in its address. */
export function ClassNav({ id, enrolled, open = false }: { id: string; enrolled: boolean; open?: boolean }) {
  const { pathname } = useLocation();
  // The class file's tabs are child routes: any of them is the class file.
  const current = (to: string) => pathname === pathOf(to) || (pathOf(to).startsWith('/projectDetailCxda') && pathname.startsWith('/projectDetailCxda'));
  return (
    <Bar aria-label="班级导航">
      <ul>
        {classNavItems(id, { enrolled, open }).map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={current(item.to) ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
