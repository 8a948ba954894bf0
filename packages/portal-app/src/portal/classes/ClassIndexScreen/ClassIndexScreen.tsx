import { useClasses } from '@study-portal/api';
import { Button } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenPage } from '../../../components/ScreenPage';
import { ClassGrid } from '../ClassGrid';
import { classPageSize, isFiltered, organiserOf, readClassListFilter, writeClassListFilter, type ClassListFilter } from '../listAddress';
import { SearchBar } from '../../../components/SearchBar';
import { OrganisationFilter } from '../OrganisationFilter';
import { Section } from '../Section';
import { useEnrolmentFlow } from '../useEnrolmentFlow';

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sp-space-3);
  padding: var(--sp-space-4);
  border: 1px solid var(--sp-color-border);
  border-radius: var(--sp-radius-control);
  background: var(--sp-color-surface);
`;

/** /projectIndex: the online special-topic classes, by organiser, a page at a time, each open to enrol in. */
export function ClassIndexScreen() {
  const [params, setParams] = useSearchParams();
  const filter = readClassListFilter(params);
  const orgId = organiserOf(filter);
  const classes = useClasses({ page: filter.page, pageSize: classPageSize, ...(orgId ? { orgId } : {}), ...(filter.keyword ? { keyword: filter.keyword } : {}) });
  const enrolment = useEnrolmentFlow();
  const change = (next: Partial<ClassListFilter>) => setParams(writeClassListFilter(params, next));

  return (
    <ScreenPage>
      <h1>网上专题班</h1>
      <Section title="筛选专题班">
        <Filters>
          <OrganisationFilter orgId={filter.orgId} subOrgId={filter.subOrgId} onChange={change} />
          <SearchBar value={filter.keyword} onSearch={(keyword) => change({ keyword })} label="搜索专题班" fieldLabel="专题班名称或主办单位" fieldLabelHidden placeholder="输入专题班名称或主办单位" />
        </Filters>
      </Section>
      <Section title={classes.data ? `专题班（共 ${classes.data.total} 个）` : '专题班'}>
        {enrolment.element}
        <ClassGrid
          page={classes.data}
          error={classes.error}
          onRetry={() => void classes.mutate()}
          onPage={(page) => change({ page })}
          onEnrol={enrolment.start}
          emptyAction={isFiltered(filter) ? <Button onClick={() => setParams(new URLSearchParams())}>查看全部专题班</Button> : undefined}
        />
      </Section>
    </ScreenPage>
  );
}
