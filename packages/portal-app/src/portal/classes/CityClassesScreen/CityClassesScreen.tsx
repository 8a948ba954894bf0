import { useCityClasses, useClassOrganisations } from '@study-portal/api';
import { EmptyState, FormItem, Loading, Select, Skeleton } from '@study-portal/ui';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { ClassGrid } from '../ClassGrid';
import { classPageSize, readClassListFilter } from '../listAddress';
import { singleRootId } from '../organisationOptions';
import { Section } from '../Section';
import { useEnrolmentFlow } from '../useEnrolmentFlow';
import { chosenCity, citiesOf } from './cityChoice';

/**
 * /projectIndexCity: the classes of one city, its own and its departments', with the city in
 * the address (`?cityOrgId=`) so a city's link shows that city.
 */
export function CityClassesScreen() {
  const [params, setParams] = useSearchParams();
  const { page } = readClassListFilter(params);
  const top = useClassOrganisations();
  const rootId = singleRootId(top.data);
  const firstLevel = useClassOrganisations(rootId);
  const levelOne = rootId ? firstLevel : top;
  const cities = citiesOf(levelOne.data);
  const city = chosenCity(cities, params.get('cityOrgId') ?? '');
  const classes = useCityClasses(city ? { cityOrgId: city.orgId, page, pageSize: classPageSize } : null);
  const enrolment = useEnrolmentFlow();

  const go = (next: { cityOrgId?: string; page?: number }) => {
    const out = new URLSearchParams(params);
    if (next.cityOrgId !== undefined) out.set('cityOrgId', next.cityOrgId);
    if (next.page && next.page > 1) out.set('page', String(next.page));
    else out.delete('page');
    setParams(out);
  };

  const citiesFailed = top.error ?? levelOne.error;
  return (
    <ScreenPage>
      <h1>{city ? `${city.orgName}网上专题班` : '市级网上专题班'}</h1>
      <Section title="选择城市">
        {citiesFailed ? (
          <LoadFailed what="城市" height={120} onRetry={() => void levelOne.mutate()} />
        ) : !levelOne.data ? (
          <Loading label="正在加载城市">
            <Skeleton width={280} />
          </Loading>
        ) : (
          <FormItem label="城市" labelWidth="4em">
            <Select options={cities.map((item) => ({ value: item.orgId, label: item.orgName }))} value={city?.orgId} onChange={(cityOrgId) => go({ cityOrgId })} />
          </FormItem>
        )}
      </Section>
      {!citiesFailed && (
        <Section title={classes.data ? `专题班（共 ${classes.data.total} 个）` : '专题班'}>
          {enrolment.element}
          {levelOne.data && !city ? (
            <EmptyState kind="noClasses" />
          ) : (
            <ClassGrid page={classes.data} error={classes.error} onRetry={() => void classes.mutate()} onPage={(next) => go({ page: next })} onEnrol={enrolment.start} />
          )}
        </Section>
      )}
    </ScreenPage>
  );
}
