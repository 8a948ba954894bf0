import { useSearchParams } from 'react-router-dom';
import { ClassFrame } from '../ClassFrame';
import { MemberTable } from '../MemberTable';
import { SearchBar } from '../../../components/SearchBar';
import { readPage, withPage } from '../../shared/pageAddress';
import { Section } from '../Section';

const pageSize = 20;

/** /projectDetailBjcy?id=: everyone in the class, their unit and how far they have got; searchable by name. */
export function ClassMembersScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const keyword = (params.get('keyword') ?? '').trim();
  const search = (value: string) => {
    const next = withPage(params, 1);
    if (value) next.set('keyword', value);
    else next.delete('keyword');
    setParams(next);
  };
  return (
    <ClassFrame page="班级成员">
      {(_detail, id) => (
        <Section title="班级成员">
          <SearchBar value={keyword} onSearch={search} label="搜索班级成员" fieldLabel="成员姓名" fieldLabelHidden placeholder="输入成员姓名" />
          <MemberTable tbtpId={id} page={page} pageSize={pageSize} keyword={keyword} onPage={(next) => setParams(withPage(params, next))} />
        </Section>
      )}
    </ClassFrame>
  );
}
