import { yearLearnSummaryPaths } from '../../../contract/account/yearLearnSummary';
import { contractHttp } from '../../core/contractHttp';
import { fixtureYearSummaryOf, yearSummaryOf } from '../personal/hours';
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
  contractHttp.post(yearLearnSummaryPaths.summary, async ({ request }) => {
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const body = await readBody(request);
    if (body.idCardHash !== session.account.user.idCardHash) return refuse(yearSummaryMessages.otherUser);
    const year = Number(body.year);
    if (!Number.isInteger(year) || year < 2000 || year > 2100) return refuse(yearSummaryMessages.badYear);
    const summaries = db.state('year-learn-summaries', () => structuredClone(demoYearLearnSummaries));
    const summary = summaries[session.account.user.idCardHash]?.[year] ?? emptyYearLearnSummary;
    // Courses finished during this session count too, exactly as the study centre counts them.
    const { username } = session.account;
    const now = yearSummaryOf(db, username, year);
    const before = fixtureYearSummaryOf(username, year);
    const compulsory = now.compulsoryHour - before.compulsoryHour;
    const optional = now.optionalHour - before.optionalHour;
    if (compulsory === 0 && optional === 0) return ok(summary);
    const add = (value: unknown, extra: number) => Math.round((Number(value ?? 0) + extra) * 100) / 100;
    return ok({
      ...summary,
      tbtpHourSum: add(summary.tbtpHourSum, compulsory + optional),
      compulsoryHour: add(summary.compulsoryHour, compulsory),
      optionalHour: add(summary.optionalHour, optional),
    });
  }),
];
