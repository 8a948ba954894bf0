import { useSearchParams } from 'react-router-dom';
import { ClassFrame } from '../ClassFrame';
import { DynamicList } from '../DynamicList';
import { readPage, withPage } from '../../shared/pageAddress';
import { Section } from '../Section';

/** /projectDetailBjdt?id=: what is going on in the class, newest first. */
export function ClassDynamicsScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  return (
    <ClassFrame page="班级动态">
      {(_detail, id) => (
        <Section title="班级动态">
          <DynamicList tbtpId={id} page={page} pageSize={20} onPage={(next) => setParams(withPage(params, next))} />
        </Section>
      )}
    </ClassFrame>
  );
}
