import type { PortalArticleDetail, PortalArticleSummary } from '../../../contract/portal/article';
import { articlePaths } from '../../../contract/portal/article';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoArticles, hostileArticles } from '../../fixtures/portal/articles';
import { matchesKeyword, pageA, queryOf, textOf } from './support';
import { tenantPicturesIn } from '../../fixtures/pictures';

const articlesOf = (db: MockDb) => db.state('portal-articles', () => structuredClone(scenarioRecords(db, demoArticles, hostileArticles)));

const newestFirst = (a: PortalArticleDetail, b: PortalArticleDetail) => (b.publishTime ?? '').localeCompare(a.publishTime ?? '');

// Lists carry no content: a page of notices stays small whatever administrators paste.
const summaryOf = ({ content: _content, attachments: _attachments, author: _author, ...summary }: PortalArticleDetail): PortalArticleSummary => summary;

export const articleHandlers = (db: MockDb) => [
  contractHttp.get(articlePaths.top, () =>
    ok(
      articlesOf(db)
        .filter((item) => item.top)
        .sort(newestFirst)
        .map(summaryOf),
    ),
  ),
  contractHttp.get(articlePaths.get, ({ request }) => {
    const found = articlesOf(db).find((item) => item.id === queryOf(request).id);
    if (!found) return refuse('该文章不存在或已删除');
    found.views = (found.views ?? 0) + 1;
    return ok({ ...found, content: tenantPicturesIn(db, found.content) });
  }),
  contractHttp.post(articlePaths.query, async ({ request }) => {
    const body = await readBody(request);
    const keyword = textOf(body.keyword);
    const type = textOf(body.type);
    const matching = articlesOf(db)
      .filter((item) => (!type || item.type === type) && matchesKeyword(keyword, item.title, item.summary))
      .sort(newestFirst)
      .map(summaryOf);
    return ok(pageA(matching, body));
  }),
];
