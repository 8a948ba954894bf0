import type { RequestHandler } from 'msw';
import type { ColumnItem } from '../../../contract/course/column';
import { columnPaths } from '../../../contract/course/column';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoColumnArticles, demoColumns, hostileColumnArticles, hostileColumns, type MockColumn } from '../../fixtures/course/columns';
import { pageB, queryOf } from './paging';
import { courseStateOf, courseSummaryOf, findCourse } from './state';
import { tenantPicture } from '../../fixtures/pictures';

const columnStateOf = (db: MockDb) =>
  db.state('course-columns', () => ({
    columns: structuredClone(scenarioRecords(db, demoColumns, hostileColumns, (column) => column.id)),
    articles: structuredClone(scenarioRecords(db, demoColumnArticles, hostileColumnArticles)),
  }));

const toSummary = (db: MockDb, column: MockColumn) => ({
  id: column.id,
  name: column.name,
  cover: tenantPicture(db, column.cover),
  summary: column.summary,
  itemCount: column.items.length,
  publishDate: column.publishDate,
});

export const columnHandlers = (db: MockDb): RequestHandler[] => [
  contractHttp.post(columnPaths.list, async ({ request }) =>
    ok(pageB(columnStateOf(db).columns.map((column) => toSummary(db, column)), await readBody(request))),
  ),

  contractHttp.get(columnPaths.detail, ({ request }) => {
    const { columns, articles } = columnStateOf(db);
    const column = columns.find((candidate) => candidate.id === queryOf(request, 'id'));
    if (!column) return refuse('栏目不存在');
    const state = courseStateOf(db);
    const username = currentAccount(db, request)?.username;
    const items = column.items.flatMap((item): ColumnItem[] => {
      if (item.itemType === 'COURSE') {
        const course = findCourse(state, item.id);
        if (!course) return [];
        const summary = courseSummaryOf(state, course, username);
        return [{ itemType: 'COURSE', id: course.id, title: course.name, cover: tenantPicture(db, course.courseCover), summary: summary.teacher, publishDate: course.publishDate, course: summary }];
      }
      const article = articles.find((candidate) => candidate.id === item.id);
      if (!article) return [];
      return [{ itemType: 'ARTICLE', id: article.id, title: article.title, cover: tenantPicture(db, article.cover), summary: article.summary, publishDate: article.publishDate, course: null }];
    });
    return ok({ ...toSummary(db, column), introduction: column.introduction, items });
  }),

  contractHttp.get(columnPaths.article, ({ request }) => {
    const { columns, articles } = columnStateOf(db);
    const article = articles.find((candidate) => candidate.id === queryOf(request, 'id'));
    if (!article) return refuse('文章不存在');
    article.readCount += 1;
    const column = columns.find((candidate) => candidate.items.some((item) => item.itemType === 'ARTICLE' && item.id === article.id));
    const { summary: _summary, ...fields } = article;
    return ok({ ...fields, cover: tenantPicture(db, fields.cover), columnId: column?.id ?? null, columnName: column?.name ?? null });
  }),
];
