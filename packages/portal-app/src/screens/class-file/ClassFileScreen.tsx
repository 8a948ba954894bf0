import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { classAddress, type ClassFileTab } from '../../classes/classAddress';
import { ClassFrame } from '../../classes/ClassFrame';
import { NotEnrolled } from '../../classes/NotEnrolled';
import type { ClassFileContext } from './classFileContext';

const TabBar = styled.nav`
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
    border: 1px solid var(--sp-color-border);
    border-radius: var(--sp-radius-control);
    background: var(--sp-color-surface);
    color: var(--sp-color-text);
    text-decoration: none;
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

  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;

/** The class file's tabs; each is an address of its own (a child route), so a link opens the right one. */
export const classFileTabLabels: ReadonlyArray<{ tab: ClassFileTab; label: string }> = [
  { tab: 'myClass', label: '我的班级' },
  { tab: 'myExam', label: '我的考试' },
  { tab: 'completionSchedule', label: '完成进度' },
  { tab: 'excellentProgress', label: '优秀进度' },
];

function ClassFileTabs({ id }: { id: string }) {
  const { pathname } = useLocation();
  return (
    <TabBar aria-label="成长档案">
      <ul>
        {classFileTabLabels.map(({ tab, label }) => (
          <li key={tab}>
            <Link to={classAddress.file(id, tab)} aria-current={pathname.endsWith(`/${tab}`) ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </TabBar>
  );
}

/**
 * /projectDetailCxda?id=: the learner's file in one class (成长档案): their class, exams,
 * completion and the class's best progress, one child route each.
 */
export function ClassFileScreen() {
  return (
    <ClassFrame page="成长档案">
      {(detail, id) =>
        detail.enrolled ? (
          <>
            <ClassFileTabs id={id} />
            <Outlet context={{ detail, id } satisfies ClassFileContext} />
          </>
        ) : (
          <NotEnrolled id={id} what="成长档案" />
        )
      }
    </ClassFrame>
  );
}
