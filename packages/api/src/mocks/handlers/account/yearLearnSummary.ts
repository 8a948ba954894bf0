import { http } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoYearLearnSummaries, emptyYearLearnSummary } from '../../fixtures/account/yearLearnSummaries';
import { sessionOf, signedOut } from './state';

export const yearSummaryMessages = {
  otherUser: '无权查看其他用户的学习统计',
  badYear: '请选择正确的年份',
} as const;

export const yearLearnSummaryHandlers = (db: MockDb) => [
  http.post('*/pcApi/api/personal/yearLearnSummary', async ({ request }) => {
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const body = await readBody(request);
    if (body.idCardHash !== session.account.user.idCardHash) return refuse(yearSummaryMessages.otherUser);
    const year = Number(body.year);
    if (!Number.isInteger(year) || year < 2000 || year > 2100) return refuse(yearSummaryMessages.badYear);
    const summaries = db.state('year-learn-summaries', () => structuredClone(demoYearLearnSummaries));
    return ok(summaries[session.account.user.idCardHash]?.[year] ?? emptyYearLearnSummary);
  }),
];
