import type { CourseSummary, TbtpClassSummary } from '../../../contract/entities';
import { tbtpPaths } from '../../../contract/portal/tbtp';
import type { TbtpAssignment, TbtpMember, TbtpScheduleCourse } from '../../../contract/portal/tbtpClass';
import { tbtpClassPaths } from '../../../contract/portal/tbtpClass';
import { writeTime } from '../../core/clock';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { findAccount, type MockAccount } from '../../fixtures/accounts';
import {
  demoOrganisations,
  demoTbtpAssignments,
  demoTbtpClasses,
  demoTbtpDynamics,
  demoTbtpEnrolments,
  demoTbtpMembersOf,
  demoTbtpNotices,
  demoTraineeDetails,
  hostileTbtpAssignments,
  hostileTbtpClasses,
  hostileTbtpDynamics,
  hostileTbtpEnrolments,
  hostileTbtpNotices,
  type MockTbtpClass,
  type MockTbtpMember,
} from '../../fixtures/portal/tbtp';
import { courseSummaryFor } from '../course';
import { classStandingOf } from './classStanding';
import { learnerOf, matchesKeyword, pageA, portalToday, textOf } from './support';
import { tenantPicture } from '../../fixtures/pictures';

const createTbtpState = (db: MockDb) => {
  const classes = scenarioRecords(db, demoTbtpClasses, hostileTbtpClasses);
  return structuredClone({
    classes,
    members: Object.fromEntries(classes.map((item, index) => [item.tbtpId, demoTbtpMembersOf(item, index)])) as Record<string, MockTbtpMember[]>,
    enrolments: scenarioRecords(db, demoTbtpEnrolments, hostileTbtpEnrolments),
    /** `username|tbtpId` of every successful verifyCode. */
    verified: [] as string[],
    notices: scenarioRecords(db, demoTbtpNotices, hostileTbtpNotices),
    dynamics: scenarioRecords(db, demoTbtpDynamics, hostileTbtpDynamics),
    assignments: scenarioRecords(db, demoTbtpAssignments, hostileTbtpAssignments),
  });
};

type TbtpState = ReturnType<typeof createTbtpState>;

/** The special-topic class domain's state; the personal area may read it for "my classes". */
export const tbtpStateOf = (db: MockDb): TbtpState => db.state('portal-tbtp', () => createTbtpState(db));

const enrolmentOf = (state: TbtpState, tbtpId: string, username: string | undefined) =>
  username ? state.enrolments.find((item) => item.tbtpId === tbtpId && item.username === username) : undefined;


function orgSubtree(orgId: string): Set<string> {
  const ids = new Set([orgId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const org of demoOrganisations) {
      if (org.parentId && ids.has(org.parentId) && !ids.has(org.orgId)) {
        ids.add(org.orgId);
        grew = true;
      }
    }
  }
  return ids;
}

function membersOf(db: MockDb, state: TbtpState, item: MockTbtpClass): TbtpMember[] {
  const fixtureMembers: TbtpMember[] = (state.members[item.tbtpId] ?? []).map((member) => ({
    ...member,
    progress: item.requiredHours > 0 ? Math.min(100, Math.floor((member.hours / item.requiredHours) * 100)) : 0,
  }));
  const accountMembers: TbtpMember[] = state.enrolments
    .filter((enrolment) => enrolment.tbtpId === item.tbtpId)
    .flatMap((enrolment) => {
      const account = findAccount(enrolment.username);
      if (!account) return [];
      const standing = classStandingOf(db, item, account.username);
      return [
        {
          id: `${item.tbtpId}-${account.username}`,
          name: account.user.name,
          orgName: account.user.orgName,
          role: '学员',
          hours: standing.earnedHours,
          progress: standing.progress,
          enrolTime: enrolment.enrolTime,
        },
      ];
    });
  return [...fixtureMembers, ...accountMembers].sort(
    (a, b) => Number(b.role === '班长') - Number(a.role === '班长') || (a.enrolTime ?? '').localeCompare(b.enrolTime ?? ''),
  );
}

function summaryOf(db: MockDb, state: TbtpState, item: MockTbtpClass, username: string | undefined): TbtpClassSummary {
  const enrolment = enrolmentOf(state, item.tbtpId, username);
  return {
    tbtpId: item.tbtpId,
    name: item.name,
    cover: tenantPicture(db, item.cover),
    organiser: item.organiser,
    orgId: item.orgId,
    startDate: item.startDate,
    endDate: item.endDate,
    requiredHours: item.requiredHours,
    enrolled: Boolean(enrolment),
    needVerifyCode: item.verifyCode !== null,
    progress: enrolment && username ? classStandingOf(db, item, username).progress : null,
    ended: item.ended,
    memberCount: membersOf(db, state, item).length,
  };
}

/** The class's courses as the course area lists them, with `username`'s own standing. */
function classCourses(db: MockDb, item: MockTbtpClass, username: string | undefined): TbtpScheduleCourse[] {
  const listed = [
    ...item.compulsoryCourseIds.map((id) => ({ id, courseType: 'compulsory' as const })),
    ...item.electiveCourseIds.map((id) => ({ id, courseType: 'elective' as const })),
  ];
  return listed.flatMap(({ id, courseType }) => {
    const course = courseSummaryFor(db, id, username);
    return course ? [{ ...course, courseType }] : [];
  });
}

const withoutType = ({ courseType: _courseType, ...course }: TbtpScheduleCourse): CourseSummary => course;

const nameOf = (account: MockAccount | undefined) => account?.username;

export const tbtpHandlers = (db: MockDb) => {
  const classOf = (body: Record<string, unknown>) => tbtpStateOf(db).classes.find((item) => item.tbtpId === textOf(body.tbtpId));

  function enrol(account: MockAccount, item: MockTbtpClass) {
    const state = tbtpStateOf(db);
    const time = writeTime(db);
    state.enrolments.push({ tbtpId: item.tbtpId, username: account.username, enrolTime: time });
    state.dynamics.push({ id: `${item.tbtpId}-${account.username}-enrol`, tbtpId: item.tbtpId, name: account.user.name, content: '报名了本班', time, kind: 'enrol' });
  }

  return [
    contractHttp.post(tbtpPaths.list, async ({ request }) => {
      const state = tbtpStateOf(db);
      const body = await readBody(request);
      const username = nameOf(currentAccount(db, request));
      const orgId = textOf(body.cityOrgId) || textOf(body.orgId);
      const within = orgId ? orgSubtree(orgId) : undefined;
      const keyword = textOf(body.keyword);
      const matching = state.classes
        .filter((item) => (!within || within.has(item.orgId)) && matchesKeyword(keyword, item.name, item.organiser))
        .sort((a, b) => Number(a.ended) - Number(b.ended) || b.startDate.localeCompare(a.startDate))
        .map((item) => summaryOf(db, state, item, username));
      return ok(pageA(matching, body));
    }),

    contractHttp.post(tbtpPaths.orgList, async ({ request }) => {
      const parentId = textOf((await readBody(request)).parentId);
      return ok(demoOrganisations.filter((org) => (parentId ? org.parentId === parentId : !org.parentId)).sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0)));
    }),

    contractHttp.post(tbtpPaths.verifyCode, async ({ request }) => {
      const who = learnerOf(db, request);
      if (who instanceof Response) return who;
      const body = await readBody(request);
      const item = classOf(body);
      if (!item) return refuse('该专题班不存在');
      if (item.verifyCode !== null && textOf(body.code) !== item.verifyCode) return refuse('验证码错误');
      tbtpStateOf(db).verified.push(`${who.username}|${item.tbtpId}`);
      return ok(null);
    }),

    contractHttp.post(tbtpPaths.enrol, async ({ request }) => {
      const who = learnerOf(db, request);
      if (who instanceof Response) return who;
      const state = tbtpStateOf(db);
      const body = await readBody(request);
      const item = classOf(body);
      if (!item) return refuse('该专题班不存在');
      if (enrolmentOf(state, item.tbtpId, who.username)) return refuse('您已报名该专题班');
      if (item.ended) return refuse('该专题班已结束，不能报名');
      if (item.verifyCode !== null) {
        const code = textOf(body.code);
        if (code && code !== item.verifyCode) return refuse('验证码错误');
        if (!code && !state.verified.includes(`${who.username}|${item.tbtpId}`)) return refuse('请先输入报名验证码');
      }
      enrol(who, item);
      return ok(null);
    }),

    contractHttp.post(tbtpPaths.trainee, ({ request }) => {
      const who = learnerOf(db, request);
      if (who instanceof Response) return who;
      const { user } = who;
      if (!user.traineeId) return ok(null);
      const details = demoTraineeDetails[who.username];
      return ok({
        traineeId: user.traineeId,
        name: user.name,
        orgId: user.orgId,
        orgName: user.orgName,
        orgCode: user.orgCode,
        idCardHash: user.idCardHash,
        telephone: `${user.telephone.slice(0, 3)}****${user.telephone.slice(-4)}`,
        position: details?.position ?? null,
        rank: details?.rank ?? null,
      });
    }),

    contractHttp.post(tbtpPaths.oneClickEnrol, async ({ request }) => {
      const who = learnerOf(db, request);
      if (who instanceof Response) return who;
      const item = classOf(await readBody(request));
      if (!item) return refuse('该专题班不存在');
      if (!item.oneClickEnrol) return refuse('该专题班不支持一键报名');
      if (enrolmentOf(tbtpStateOf(db), item.tbtpId, who.username)) return refuse('您已报名该专题班');
      if (item.ended) return refuse('该专题班已结束，不能报名');
      enrol(who, item);
      return ok(null);
    }),

    contractHttp.post(tbtpClassPaths.detail, async ({ request }) => {
      const state = tbtpStateOf(db);
      const item = classOf(await readBody(request));
      if (!item) return refuse('该专题班不存在');
      const username = nameOf(currentAccount(db, request));
      const summary = summaryOf(db, state, item, username);
      const courses = classCourses(db, item, username);
      return ok({
        ...summary,
        intro: item.intro,
        compulsoryHours: item.compulsoryHours,
        electiveHours: item.electiveHours,
        memberCount: summary.memberCount,
        contact: item.contact,
        compulsoryCourses: courses.filter((course) => course.courseType === 'compulsory').map(withoutType),
        electiveCourses: courses.filter((course) => course.courseType === 'elective').map(withoutType),
        shareUrl: `/enrollmentQrCode?tbtpId=${item.tbtpId}`,
        oneClickEnrol: item.oneClickEnrol,
      });
    }),

    contractHttp.post(tbtpClassPaths.members, async ({ request }) => {
      const body = await readBody(request);
      const item = classOf(body);
      if (!item) return refuse('该专题班不存在');
      const keyword = textOf(body.keyword);
      return ok(pageA(membersOf(db, tbtpStateOf(db), item).filter((member) => matchesKeyword(keyword, member.name)), body));
    }),

    contractHttp.post(tbtpClassPaths.notices, async ({ request }) => {
      const body = await readBody(request);
      const item = classOf(body);
      if (!item) return refuse('该专题班不存在');
      const notices = tbtpStateOf(db)
        .notices.filter((notice) => notice.tbtpId === item.tbtpId)
        .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
        .map(({ tbtpId: _tbtpId, ...notice }) => notice);
      return ok(pageA(notices, body));
    }),

    contractHttp.post(tbtpClassPaths.dynamics, async ({ request }) => {
      const body = await readBody(request);
      const item = classOf(body);
      if (!item) return refuse('该专题班不存在');
      const lines = tbtpStateOf(db)
        .dynamics.filter((line) => line.tbtpId === item.tbtpId)
        .sort((a, b) => b.time.localeCompare(a.time))
        .map(({ tbtpId: _tbtpId, ...line }) => line);
      return ok(pageA(lines, body));
    }),

    contractHttp.post(tbtpClassPaths.assignments, async ({ request }) => {
      const who = learnerOf(db, request);
      if (who instanceof Response) return who;
      const state = tbtpStateOf(db);
      const item = classOf(await readBody(request));
      if (!item) return refuse('该专题班不存在');
      if (!enrolmentOf(state, item.tbtpId, who.username)) return refuse('您尚未报名该专题班');
      const today = `${portalToday} 00:00:00`;
      const assignments: TbtpAssignment[] = state.assignments
        .filter((assignment) => assignment.tbtpId === item.tbtpId)
        .map(({ submissions, tbtpId: _tbtpId, ...assignment }) => {
          const mine = submissions.find((submission) => submission.username === who.username);
          const status = mine ? 'submitted' : assignment.deadline < today ? 'overdue' : 'pending';
          return { ...assignment, status, submitTime: mine?.submitTime ?? null, score: mine?.score ?? null };
        });
      return ok(assignments);
    }),

    contractHttp.post(tbtpClassPaths.schedule, async ({ request }) => {
      const who = learnerOf(db, request);
      if (who instanceof Response) return who;
      const state = tbtpStateOf(db);
      const item = classOf(await readBody(request));
      if (!item) return refuse('该专题班不存在');
      const enrolment = enrolmentOf(state, item.tbtpId, who.username);
      if (!enrolment) return refuse('您尚未报名该专题班');
      const standing = classStandingOf(db, item, who.username);
      return ok({
        tbtpId: item.tbtpId,
        requiredHours: item.requiredHours,
        earnedHours: standing.earnedHours,
        compulsoryHours: item.compulsoryHours,
        compulsoryEarned: standing.compulsoryEarned,
        electiveHours: item.electiveHours,
        electiveEarned: standing.electiveEarned,
        progress: standing.progress,
        completed: standing.completed,
        courses: classCourses(db, item, who.username),
      });
    }),

    contractHttp.post(tbtpClassPaths.excellent, async ({ request }) => {
      const item = classOf(await readBody(request));
      if (!item) return refuse('该专题班不存在');
      const board = membersOf(db, tbtpStateOf(db), item)
        .sort((a, b) => (b.hours ?? 0) - (a.hours ?? 0) || (a.enrolTime ?? '').localeCompare(b.enrolTime ?? ''))
        .slice(0, 10)
        .map((member, index) => ({ rank: index + 1, name: member.name, orgName: member.orgName, hours: member.hours, progress: member.progress }));
      return ok(board);
    }),
  ];
};
