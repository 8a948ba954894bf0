import { bookPaths } from '../../../contract/portal/book';
import { educationBasePaths } from '../../../contract/portal/educationBase';
import { statisticsPaths } from '../../../contract/portal/statistics';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { ok } from '../../envelope';
import { demoBooks, demoEducationBases, demoPortalStatistics, demoRanking, hostileBooks } from '../../fixtures/portal/library';
import { queryOf } from './support';
import { tenantPicture } from '../../fixtures/pictures';

/** How many books the shelf shows when the caller does not say. [A] */
const defaultBookCount = 6;

/** The home page's read-only content: education bases, books, rankings and site totals. */
export const libraryHandlers = (db: MockDb) => [
  contractHttp.get(educationBasePaths.list, () => ok(db.state('portal-education-bases', () => structuredClone(demoEducationBases)).map((base) => ({ ...base, picture: tenantPicture(db, base.picture) })))),
  contractHttp.get(bookPaths.list, ({ request }) => {
    const number = Number(queryOf(request).number);
    const count = Number.isInteger(number) && number > 0 ? number : defaultBookCount;
    return ok(db.state('portal-books', () => structuredClone(scenarioRecords(db, demoBooks, hostileBooks))).slice(0, count).map((book) => ({ ...book, cover: tenantPicture(db, book.cover) })));
  }),
  contractHttp.get(statisticsPaths.ranking, () => ok(db.state('portal-ranking', () => structuredClone(demoRanking)))),
  contractHttp.get(statisticsPaths.info, () => ok(db.state('portal-statistics', () => structuredClone(demoPortalStatistics)))),
];
