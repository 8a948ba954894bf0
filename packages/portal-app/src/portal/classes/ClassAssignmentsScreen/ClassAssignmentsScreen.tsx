import { AssignmentList } from '../AssignmentList';
import { ClassFrame } from '../ClassFrame';
import { NotEnrolled } from '../NotEnrolled';
import { Section } from '../Section';

/** /projectDetailGrbjzy?id=: the learner's own assignments in the class, what each asks and where it stands. */
export function ClassAssignmentsScreen() {
  return (
    <ClassFrame page="个人作业">
      {(detail, id) => (
        <Section title="个人作业">{detail.enrolled ? <AssignmentList tbtpId={id} /> : <NotEnrolled id={id} what="个人作业" />}</Section>
      )}
    </ClassFrame>
  );
}
