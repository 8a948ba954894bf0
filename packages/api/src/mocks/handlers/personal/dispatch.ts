import type { HttpHandler } from 'msw';
import type { DispatchApplication } from '../../../contract/personal/dispatch';
import { dispatchPaths } from '../../../contract/personal/dispatch';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import { demoDispatchApplications } from '../../fixtures/personal/dispatch';
import { displayAt, nowMs } from '../../core/clock';
import { learnerPost, pageA, perAccount, textParam } from './learner';

const phonePattern = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const applicationsOf = (db: MockDb, username: string) =>
  perAccount(db, 'personal-dispatch', (name) => structuredClone(demoDispatchApplications[name] ?? []))(username);

export const dispatchHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, dispatchPaths.apply, ({ username, body }) => {
    const form = {
      trainingName: textParam(body.trainingName),
      organiser: textParam(body.organiser),
      startDate: textParam(body.startDate),
      endDate: textParam(body.endDate),
      reason: textParam(body.reason),
      contactPhone: textParam(body.contactPhone),
    };
    if (!form.trainingName) return refuse('请填写培训名称');
    if (!datePattern.test(form.startDate) || !datePattern.test(form.endDate)) return refuse('请选择培训起止日期');
    if (form.endDate < form.startDate) return refuse('结束日期不能早于开始日期');
    if (!form.reason) return refuse('请填写申请理由');
    if (form.reason.length > 500) return refuse('申请理由不能超过500字');
    if (!form.contactPhone) return refuse('请输入手机号码');
    if (!phonePattern.test(form.contactPhone)) return refuse('请输入正确的手机号');
    const applications = applicationsOf(db, username);
    if (applications.some((item) => item.trainingName === form.trainingName && item.auditStatus === '审核中')) {
      return refuse('该培训的调训申请正在审核中，请勿重复提交');
    }
    const application: DispatchApplication = {
      id: `dispatch-${username}-${applications.length + 1}`,
      ...form,
      organiser: form.organiser || null,
      applyTime: displayAt(nowMs(db)),
      auditStatus: '审核中',
      auditOpinion: null,
      auditTime: null,
    };
    applications.unshift(application);
    return ok(application);
  }),

  learnerPost(db, dispatchPaths.query, ({ username, body }) => {
    const status = textParam(body.auditStatus);
    const items = applicationsOf(db, username)
      .filter((item) => !status || item.auditStatus === status)
      .sort((a, b) => b.applyTime.localeCompare(a.applyTime));
    return ok(pageA(items, body));
  }),
];
