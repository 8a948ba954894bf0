import { useSearchParams } from 'react-router-dom';
import { ClassFrame } from '../ClassFrame';
import { MemberTable } from '../MemberTable';
import { readPage, withPage } from '../../shared/pageAddress';
import { Section } from '../Section';

const pageSize = 20;

/** /openBjcy?id=: a class's members for anyone with the link, names, units and roles only. */
export function OpenClassMembersScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  return (
    <ClassFrame page="班级成员" open>
      {(_detail, id) => (
        <Section title="班级成员">
          <MemberTable tbtpId={id} page={page} pageSize={pageSize} onPage={(next) => setParams(withPage(params, next))} open />
        </Section>
      )}
    </ClassFrame>
  );
}
