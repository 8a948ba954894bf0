import { yearLearnSummaryPaths } from '../../../contract/account/yearLearnSummary';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoYearSummaryWireForms, inWireForm } from '../../fixtures/account/yearLearnSummaries';
import { yearSummaryOf } from '../personal/hours';
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
    const { idCardHash } = session.account.user;
    if (body.idCardHash !== idCardHash) return refuse(yearSummaryMessages.otherUser);
    const year = Number(body.year);
    if (!Number.isInteger(year) || year < 2000 || year > 2100) return refuse(yearSummaryMessages.badYear);
    // The study centre's own figures, so the panel and the study centre never disagree.
    const { year: _year, ...figures } = yearSummaryOf(db, session.account.username, year);
    return ok(inWireForm(figures, demoYearSummaryWireForms[idCardHash] ?? 'numbers'));
  }),
];
