import type { HttpHandler } from 'msw';
import type { Certificate } from '../../../contract/personal/certificate';
import { certificatePaths } from '../../../contract/personal/certificate';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import {
  certificateCollegeName,
  certificateIssuer,
  certificateNumber,
  certificateVerificationCode,
  demoCertificates,
  firstFreeCertificateSerial,
} from '../../fixtures/personal/certificates';
import { currentYear, displayAt, nowMs } from '../../core/clock';
import { intParam, learnerPost, pageA, perAccount, textParam } from './learner';
import { yearSummaryOf } from './hours';

/** docs/product/platform.md#tenant-profiles: this tenant counts compulsory and elective hours; the others total and compulsory. */
const compulsoryAndElectiveTenant = '001.001.065';

export const certificatesOf = (db: MockDb, username: string): Certificate[] =>
  perAccount(db, 'personal-certificates', (name) => structuredClone(demoCertificates[name] ?? []))(username);

const serialState = (db: MockDb) => db.state('personal-certificate-serial', () => ({ next: firstFreeCertificateSerial }));

/** Why the year's hours fall short under the tenant's rule, or null when they suffice. */
function shortfall(db: MockDb, username: string, year: number): string | null {
  const summary = yearSummaryOf(db, username, year);
  const pairs: Array<[string, number, number]> =
    db.settings.tenantId === compulsoryAndElectiveTenant
      ? [
          ['必修学时', summary.compulsoryHour, summary.compulsoryCourseHour],
          ['选修学时', summary.optionalHour, summary.optionalCourseHour],
        ]
      : [
          ['总学时', summary.tbtpHourSum, summary.ANALYSIS_HOURS_NUM],
          ['必修学时', summary.compulsoryHour, summary.compulsoryCourseHour],
        ];
  if (pairs.every(([, earned, required]) => earned >= required)) return null;
  return `${year}年度学时未达到要求，暂不能生成证书（${pairs.map(([label, earned, required]) => `${label} ${earned}/${required}`).join('，')}）`;
}

export const certificateHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, certificatePaths.list, ({ username, body }) => {
    const year = intParam(body.year);
    const kind = textParam(body.kind);
    const items = certificatesOf(db, username)
      .filter((item) => (year === undefined || item.year === year) && (!kind || item.kind === kind))
      .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.number.localeCompare(a.number));
    return ok(pageA(items, body));
  }),

  learnerPost(db, certificatePaths.statistics, ({ username }) => {
    const items = certificatesOf(db, username);
    return ok({
      total: items.length,
      classCount: items.filter((item) => item.kind === 'class').length,
      collegeCount: items.filter((item) => item.kind === 'college').length,
      hourSum: items.filter((item) => item.kind === 'class').reduce((sum, item) => sum + item.hours, 0),
      latestIssueDate: items.map((item) => item.issueDate).sort().at(-1) ?? null,
    });
  }),

  learnerPost(db, certificatePaths.createCollege, ({ account, username, body }) => {
    const year = intParam(body.year);
    if (year === undefined) return refuse('请选择证书年度');
    if (year > currentYear(db)) return refuse(`${year}年度尚未开始，不能生成证书`);
    const items = certificatesOf(db, username);
    if (items.some((item) => item.kind === 'college' && item.year === year)) return refuse(`${year}年度学院证书已生成，请勿重复申请`);
    const problem = shortfall(db, username, year);
    if (problem) return refuse(problem);
    const serial = serialState(db);
    const number = certificateNumber(year, serial.next);
    serial.next += 1;
    const certificate: Certificate = {
      id: `cert-${username}-${year}-college`,
      name: `${year}年度干部网络学习合格证书`,
      kind: 'college',
      year,
      tbtpId: null,
      tbtpName: null,
      collegeName: certificateCollegeName,
      issueDate: displayAt(nowMs(db)).slice(0, 10),
      number,
      holderName: account.user.name,
      hours: yearSummaryOf(db, username, year).tbtpHourSum,
      issuer: certificateIssuer,
      verificationCode: certificateVerificationCode(number, account.user.name),
      fileUrl: null,
    };
    items.push(certificate);
    return ok(certificate);
  }),
];
