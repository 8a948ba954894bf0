import { honorPaths } from '../../../contract/portal/honor';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { ok } from '../../envelope';
import { demoLearningBranches, demoLearningPioneers } from '../../fixtures/portal/honour';
import { matchesKeyword, pageB, textOf } from './support';
import { tenantPicture } from '../../fixtures/pictures';

/** The requested award year, or the latest one on the list. */
function yearOf(body: Record<string, unknown>, years: Array<number | null | undefined>): number {
  const asked = Number(textOf(body.year));
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(...years.map((year) => year ?? 0));
}

export const honorHandlers = (db: MockDb) => [
  contractHttp.post(honorPaths.pioneers, async ({ request }) => {
    const body = await readBody(request);
    const pioneers = db.state('portal-pioneers', () => structuredClone(demoLearningPioneers));
    const year = yearOf(body, pioneers.map((item) => item.year));
    const keyword = textOf(body.keyword);
    const matching = pioneers
      .filter((item) => item.year === year && matchesKeyword(keyword, item.name, item.orgName))
      .sort((a, b) => (b.hours ?? 0) - (a.hours ?? 0))
      .map((item) => ({ ...item, photo: tenantPicture(db, item.photo) }));
    return ok(pageB(matching, body));
  }),

  contractHttp.post(honorPaths.branches, async ({ request }) => {
    const body = await readBody(request);
    const branches = db.state('portal-branches', () => structuredClone(demoLearningBranches));
    const year = yearOf(body, branches.map((item) => item.year));
    const keyword = textOf(body.keyword);
    const matching = branches
      .filter((item) => item.year === year && matchesKeyword(keyword, item.branchName, item.orgName))
      .sort((a, b) => (b.averageHours ?? 0) - (a.averageHours ?? 0))
      .map((item) => ({ ...item, picture: tenantPicture(db, item.picture) }));
    return ok(pageB(matching, body));
  }),
];
