import type { RequestHandler } from 'msw';
import { courseCommentMaxLength, courseDiscussionPaths } from '../../../contract/course/discussion';
import { cleanText, isBlankText, textLength } from '../../../rules/text';
import { writeTime } from '../../core/clock';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { pageB, sessionExpired, textOf } from './paging';
import { courseStateOf, findCourse } from './state';

const toComment = ({ id, author, orgName, time, text }: { id: string; author: string; orgName: string; time: string; text: string }) => ({
  id,
  author,
  orgName,
  time,
  text,
});

export const courseDiscussionHandlers = (db: MockDb): RequestHandler[] => [
  contractHttp.post(courseDiscussionPaths.list, async ({ request }) => {
    const state = courseStateOf(db);
    const body = await readBody(request);
    const course = findCourse(state, textOf(body.courseId));
    if (!course) return refuse('课程不存在');
    // Newest first; equal times keep the later-posted one first.
    const comments = state.comments
      .map((comment, index) => ({ comment, index }))
      .filter(({ comment }) => comment.courseId === course.id)
      .sort((a, b) => b.comment.time.localeCompare(a.comment.time) || b.index - a.index)
      .map(({ comment }) => toComment(comment));
    return ok(pageB(comments, body));
  }),

  contractHttp.post(courseDiscussionPaths.save, async ({ request }) => {
    const account = currentAccount(db, request);
    if (!account) return sessionExpired();
    const state = courseStateOf(db);
    const body = await readBody(request);
    const course = findCourse(state, textOf(body.courseId));
    if (!course) return refuse('课程不存在');
    const text = cleanText(textOf(body.text));
    if (isBlankText(text)) return refuse('请输入讨论内容');
    if (textLength(text) > courseCommentMaxLength) return refuse(`讨论内容不能超过${courseCommentMaxLength}字`);
    const comment = {
      id: `cm-new-${state.nextCommentNumber++}`,
      courseId: course.id,
      author: account.user.name,
      orgName: account.user.orgName,
      time: writeTime(db),
      text,
    };
    state.comments.push(comment);
    return ok(toComment(comment));
  }),
];
