import type { HttpHandler } from 'msw';
import { celaPaths } from '../../../contract/personal/cela';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { ok } from '../../envelope';
import { demoCelaCourses, demoCelaTopics, hostileCelaTopics } from '../../fixtures/personal/cela';
import { learnerPost, pageA } from './learner';
import { tenantPicture } from '../../fixtures/pictures';

/** docs/product/study-centre.md#personal-area-calls: the paging comes in the query string, not the body. */
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const celaHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, celaPaths.topics, ({ request }) => ok(pageA(scenarioRecords(db, demoCelaTopics, hostileCelaTopics).map((topic) => ({ ...topic, cover: tenantPicture(db, topic.cover) })), queryOf(request)))),
  learnerPost(db, celaPaths.courses, ({ request }) => ok(pageA(demoCelaCourses.map((course) => ({ ...course, cover: tenantPicture(db, course.cover) })), queryOf(request)))),
];
