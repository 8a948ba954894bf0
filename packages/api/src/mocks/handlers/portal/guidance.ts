import type { CourseSummary } from '../../../contract/entities';
import { roundHours } from '../../core/hours';
import type { GuidanceStep } from '../../../contract/portal/guidance';
import { guidancePaths } from '../../../contract/portal/guidance';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';
import { demoLives } from '../../fixtures/portal/lives';
import { demoStudyTasks } from '../../fixtures/portal/tasks';
import { courseSummaryFor } from '../course';
import { currentYear } from '../../core/clock';
import { yearSummaryOf } from '../personal/hours';
import { classStandingOf } from './classStanding';
import { learnerOf } from './support';
import { tbtpStateOf } from './tbtp';

/** Courses that fill the path when the month's task is done. */
const fallbackCourseIds = ['c15', 'c19', 'c26', 'c22'];

const courseLink = (course: CourseSummary) => `${course.resourceType === 'ARTICLE' ? '/imagetext' : '/subcourse'}?id=${course.id}`;

/**
 * The path is worked out from the learner's state: classes in progress, the provincial class
 * if not joined, unfinished courses of the month's task, then the next live stream.
 */
export const guidanceHandlers = (db: MockDb) => [
  contractHttp.post(guidancePaths.get, ({ request }) => {
    const who = learnerOf(db, request);
    if (who instanceof Response) return who;
    const state = tbtpStateOf(db);
    const mine = state.enrolments.filter((enrolment) => enrolment.username === who.username);
    const classOf = (tbtpId: string) => state.classes.find((item) => item.tbtpId === tbtpId);
    const steps: Array<Omit<GuidanceStep, 'order'>> = [];
    // The year's hours and requirement are the study centre's, so the two never disagree.
    const year = currentYear(db);
    const { tbtpHourSum: earnedHours, ANALYSIS_HOURS_NUM: yearlyHours } = yearSummaryOf(db, who.username, year);

    for (const enrolment of [...mine].sort((a, b) => (classOf(a.tbtpId)?.endDate ?? '').localeCompare(classOf(b.tbtpId)?.endDate ?? ''))) {
      const item = classOf(enrolment.tbtpId);
      if (!item || item.ended) continue;
      const standing = classStandingOf(db, item, who.username);
      if (standing.completed) continue;
      steps.push({
        kind: 'class',
        title: `继续学习「${item.name}」`,
        reason: `已完成${standing.progress}%，${item.endDate}结束`,
        targetId: item.tbtpId,
        link: `/content#/projectDetail?tbtpId=${item.tbtpId}`,
        hours: roundHours(item.requiredHours - standing.earnedHours),
        done: false,
      });
    }

    const provincial = state.classes.find((item) => item.oneClickEnrol && !item.ended);
    if (provincial && !mine.some((enrolment) => enrolment.tbtpId === provincial.tbtpId)) {
      steps.push({
        kind: 'class',
        title: `报名「${provincial.name}」`,
        reason: '全省干部年度必学专题班，可一键报名',
        targetId: provincial.tbtpId,
        link: `/content#/projectDetail?tbtpId=${provincial.tbtpId}`,
        hours: provincial.requiredHours,
        done: false,
      });
    }

    const monthTask = demoStudyTasks.find((task) => task.status === 'ongoing');
    const courses = [...new Set([...(monthTask?.courseIds ?? []), ...fallbackCourseIds])]
      .flatMap((id) => courseSummaryFor(db, id, who.username) ?? [])
      .filter((course) => course.studyStatus !== '2')
      .slice(0, 3);
    for (const course of courses) {
      steps.push({
        kind: 'course',
        title: `学习《${course.name}》`,
        reason: monthTask?.courseIds.includes(course.id) ? '本月学习任务课程' : '与您所学专题相关的热门课程',
        targetId: course.id,
        link: courseLink(course),
        hours: course.creditHour,
        done: false,
      });
    }

    const nextLive = demoLives.filter((live) => live.status === 'upcoming' && live.mode === 'online').sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
    if (nextLive) {
      steps.push({ kind: 'live', title: `观看直播「${nextLive.title}」`, reason: `${nextLive.startTime.slice(0, 16)}开播`, targetId: nextLive.id, link: `/liveDetail?id=${nextLive.id}`, hours: null, done: false });
    }

    const missing = roundHours(Math.max(yearlyHours - earnedHours, 0));
    return ok({
      learnerName: who.user.name,
      year,
      requiredHours: yearlyHours,
      earnedHours,
      summary: missing > 0 ? `今年已获得${earnedHours}学时，距年度要求还差${missing}学时，建议按以下顺序学习。` : `今年已完成${yearlyHours}学时的年度要求，可继续学习以下内容。`,
      steps: steps.map((step, index) => ({ order: index + 1, ...step })),
      courses,
    });
  }),
];
