import { http } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';
import { demoBooks, demoEducationBases, demoPortalStatistics, demoRanking } from '../../fixtures/portal/library';
import { queryOf } from './support';

/** How many books the shelf shows when the caller does not say. [A] */
const defaultBookCount = 6;

/** The home page's read-only content: education bases, books, rankings and site totals. */
export const libraryHandlers = (db: MockDb) => [
  http.get('*/pcApi/api/queryDxjyjdList', () => ok(db.state('portal-education-bases', () => structuredClone(demoEducationBases)))),
  http.get('*/pcApi/api/portal/book', ({ request }) => {
    const number = Number(queryOf(request).number);
    const count = Number.isInteger(number) && number > 0 ? number : defaultBookCount;
    return ok(db.state('portal-books', () => structuredClone(demoBooks)).slice(0, count));
  }),
  http.get('*/pcApi/api/portal/statistics/ranking', () => ok(db.state('portal-ranking', () => structuredClone(demoRanking)))),
  http.get('*/pcApi/api/portal/statistics/info', () => ok(db.state('portal-statistics', () => structuredClone(demoPortalStatistics)))),
];
