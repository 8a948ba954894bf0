import { useClassOrganisations } from '@study-portal/api';
import { Button, FormItem, Select } from '@study-portal/ui';
import styled from 'styled-components';
import { organisationOptions, singleRootId } from './organisationOptions';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--sp-space-3) var(--sp-space-5);

  & > * {
    min-width: min(100%, 280px);
  }
`;

const Problem = styled.p`
  margin: 0;
  color: var(--sp-color-danger);
`;

export interface OrganisationFilterProps {
  orgId: string;
  subOrgId: string;
  onChange: (choice: { orgId: string; subOrgId: string }) => void;
}

/**
 * The organiser filter of the class list: the organiser tree one level at a time (the
 * province's departments and cities, then a city's departments), as the server serves it.
 */
export function OrganisationFilter({ orgId, subOrgId, onChange }: OrganisationFilterProps) {
  const top = useClassOrganisations();
  const rootId = singleRootId(top.data);
  const firstLevel = useClassOrganisations(rootId);
  const levelOne = rootId ? firstLevel : top;
  const chosen = levelOne.data?.find((org) => org.orgId === orgId);
  const units = useClassOrganisations(chosen?.hasChildren ? chosen.orgId : rootId);
  const failed = top.error ?? levelOne.error ?? (chosen?.hasChildren ? units.error : undefined);

  if (failed) {
    return (
      <Problem role="alert">
        主办单位加载失败{' '}
        <Button
          size="small"
          onClick={() => {
            void top.mutate();
            void levelOne.mutate();
            void units.mutate();
          }}
        >
          重试
        </Button>
      </Problem>
    );
  }
  const loading = !levelOne.data;
  return (
    <Row>
      <FormItem label="主办单位" labelWidth="5em">
        <Select
          options={organisationOptions(levelOne.data, '全部主办单位')}
          value={orgId}
          placeholder={loading ? '正在加载主办单位' : undefined}
          disabled={loading}
          onChange={(value) => onChange({ orgId: value, subOrgId: '' })}
        />
      </FormItem>
      {chosen?.hasChildren && (
        <FormItem label="下级单位" labelWidth="5em">
          <Select
            options={organisationOptions(units.data, `${chosen.orgName}全部单位`)}
            value={subOrgId}
            placeholder={units.data ? undefined : '正在加载下级单位'}
            disabled={!units.data}
            onChange={(value) => onChange({ orgId, subOrgId: value })}
          />
        </FormItem>
      )}
    </Row>
  );
}
