import { type SubmittedSuggestion, type Suggestion, suggestionLimits, suggestPaths } from '../../../contract/portal/suggest';
import { cleanText, isBlankText, textLength } from '../../../rules/text';
import { writeTime } from '../../core/clock';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { findAccount } from '../../fixtures/accounts';
import { demoSuggestions } from '../../fixtures/portal/suggestions';
import { learnerOf, pageB, textOf } from './support';

const suggestionsOf = (db: MockDb) => db.state('portal-suggestions', () => ({ byUser: structuredClone(demoSuggestions), created: 0 }));

export const suggestHandlers = (db: MockDb) => [
  contractHttp.post(suggestPaths.mine, async ({ request }) => {
    const who = learnerOf(db, request);
    if (who instanceof Response) return who;
    const mine = suggestionsOf(db).byUser[who.username] ?? [];
    return ok(pageB(mine, await readBody(request)));
  }),

  contractHttp.post(suggestPaths.all, async ({ request }) => {
    const who = learnerOf(db, request);
    if (who instanceof Response) return who;
    if (!who.user.manage) return refuse('您没有查看学员建议的权限');
    const body = await readBody(request);
    const status = textOf(body.status);
    const everyone: SubmittedSuggestion[] = Object.entries(suggestionsOf(db).byUser).flatMap(([username, suggestions]) => {
      const user = findAccount(username)?.user;
      return suggestions.map((suggestion) => ({ ...suggestion, submitter: user?.name ?? username, orgName: user?.orgName ?? null }));
    });
    const newestFirst = everyone
      .filter((suggestion) => status === '' || suggestion.status === status)
      .sort((a, b) => (b.createTime ?? '').localeCompare(a.createTime ?? ''));
    return ok(pageB(newestFirst, body));
  }),

  contractHttp.post(suggestPaths.create, async ({ request }) => {
    const who = learnerOf(db, request);
    if (who instanceof Response) return who;
    const body = await readBody(request);
    const title = cleanText(textOf(body.title));
    const content = cleanText(textOf(body.content));
    if (isBlankText(title)) return refuse('请输入建议标题');
    if (isBlankText(content)) return refuse('请输入建议内容');
    if (textLength(title) > suggestionLimits.title) return refuse(`建议标题不能超过${suggestionLimits.title}个字`);
    if (textLength(content) > suggestionLimits.content) return refuse(`建议内容不能超过${suggestionLimits.content}个字`);
    const state = suggestionsOf(db);
    state.created += 1;
    const suggestion: Suggestion = { id: `sg-new-${state.created}`, title, content, createTime: writeTime(db), status: 'pending', reply: null, replyTime: null, replier: null };
    state.byUser[who.username] = [suggestion, ...(state.byUser[who.username] ?? [])];
    return ok(suggestion);
  }),
];
