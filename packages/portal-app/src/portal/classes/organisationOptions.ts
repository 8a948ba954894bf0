import type { Organisation } from '@study-portal/api';
import type { SelectOption } from '@study-portal/ui';

/** The choice that lifts a level's filter. */
export const allOrganisations = '';

/** One level of the organiser tree as select options, in the server's order, after an 全部 choice. */
export function organisationOptions(orgs: readonly Organisation[] | undefined, allLabel: string): SelectOption[] {
  const sorted = [...(orgs ?? [])].sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0));
  return [{ value: allOrganisations, label: allLabel }, ...sorted.map((org) => ({ value: org.orgId, label: org.orgName }))];
}

/**
 * The first level a learner picks from. A tree with one root (the province) starts below it:
 * choosing the root would be the same as choosing nothing.
 */
export const singleRootId = (top: readonly Organisation[] | undefined): string | undefined =>
  top && top.length === 1 && top[0]?.hasChildren ? top[0].orgId : undefined;
