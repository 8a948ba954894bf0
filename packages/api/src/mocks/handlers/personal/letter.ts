import type { HttpHandler } from 'msw';
import { letterPaths } from '../../../contract/personal/letter';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { ok, refuse } from '../../envelope';
import { demoLetters, hostileLetters } from '../../fixtures/personal/letters';
import { displayAt, nowMs } from '../../core/clock';
import { learnerPost, pageB, perAccount, textParam } from './learner';

/** Each account's read letters: id → when it was read (null for letters read before the demo). */
const scenarioLetters = (db: MockDb) => scenarioRecords(db, demoLetters, hostileLetters);

const readLettersOf = (db: MockDb, username: string) =>
  perAccount(db, 'personal-letters-read', () => new Map<string, string | null>(scenarioLetters(db).filter((item) => item.read).map((item) => [item.id, null])))(username);

function lettersOf(db: MockDb, username: string) {
  const read = readLettersOf(db, username);
  return scenarioLetters(db)
    .map((item) => ({ ...item, read: read.has(item.id), readTime: read.get(item.id) ?? null }))
    .sort((a, b) => Number(a.read) - Number(b.read) || b.sendTime.localeCompare(a.sendTime));
}

export const letterHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, letterPaths.page, ({ username, body }) =>
    ok(pageB(lettersOf(db, username).map(({ content: _content, link: _link, readTime: _readTime, ...summary }) => summary), body)),
  ),

  learnerPost(db, letterPaths.detail, ({ username, body }) => {
    const id = textParam(body.id);
    const letter = scenarioLetters(db).find((item) => item.id === id);
    if (!letter) return refuse('消息不存在或已删除');
    const read = readLettersOf(db, username);
    if (!read.has(id)) read.set(id, displayAt(nowMs(db)));
    return ok({ ...letter, read: true, readTime: read.get(id) ?? null });
  }),

  learnerPost(db, letterPaths.unreadCount, ({ username }) => ok(lettersOf(db, username).filter((item) => !item.read).length)),
];
