import { helpPaths } from '../../../contract/portal/help';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { ok } from '../../envelope';
import { demoHelpArticles } from '../../fixtures/portal/help';
import { matchesKeyword, pageB, textOf } from './support';

export const helpHandlers = (db: MockDb) => [
  contractHttp.post(helpPaths.query, async ({ request }) => {
    const body = await readBody(request);
    const category = textOf(body.category);
    const keyword = textOf(body.keyword);
    const matching = db
      .state('portal-help', () => structuredClone(demoHelpArticles))
      .filter((item) => (!category || item.category === category) && matchesKeyword(keyword, item.title, (item.content ?? '').replace(/<[^>]*>/g, '')));
    return ok(pageB(matching, body));
  }),
];
