import { Outlet } from 'react-router-dom';
import { classFileAddress, type ClassFileTab } from '../addresses';
import { ClassFrame } from '../ClassFrame';
import { NotEnrolled } from '../NotEnrolled';
import { PageNav } from '../../../components/PageNav';
import type { ClassFileContext } from './classFileContext';

/** The class file's tabs; each is an address of its own (a child route), so a link opens the right one. */
export const classFileTabLabels: ReadonlyArray<{ tab: ClassFileTab; label: string }> = [
  { tab: 'myClass', label: '我的班级' },
  { tab: 'myExam', label: '我的考试' },
  { tab: 'completionSchedule', label: '完成进度' },
  { tab: 'excellentProgress', label: '优秀进度' },
];

function ClassFileTabs({ id }: { id: string }) {
  return <PageNav label="成长档案" items={classFileTabLabels.map(({ tab, label }) => ({ to: classFileAddress(id, tab), label }))} look="buttons" />;
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
