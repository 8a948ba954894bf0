import type { MockDb } from './mockDb';

/**
 * The fake backend's clock: the one "now" of the demo academy. Every record it dates (hours
 * credited, study times, exam starts and deadlines, letters read, forms sent, certificates
 * issued) reads it, so what a learner does in the demo lands in the same spring as the
 * fixtures. Tests and stories may set it.
 */
export interface MockClock {
  /** ISO 8601 with offset. */
  now: string;
}

/** The demo's today, which the fixtures' dates are written around (docs/testing.md). */
export const defaultMockNow = '2026-03-16T09:30:00+08:00';

export const mockClock = (db: MockDb): MockClock => db.state('clock', () => ({ now: defaultMockNow }));

export const nowMs = (db: MockDb) => Date.parse(mockClock(db).now);

const chinaOffsetMs = 8 * 3600 * 1000;

/** `2026-03-16T09:30:00+08:00`: exam times, which a client computes with. */
export const isoAt = (ms: number) => `${new Date(ms + chinaOffsetMs).toISOString().slice(0, 19)}+08:00`;

/** `2026-03-16 09:30:00`: the portal's display format, in China time. */
export const displayAt = (ms: number) => new Date(ms + chinaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');

/** Reads a display-format time as China time. */
export const parseDisplay = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/** The clock's time in the display format. */
export const displayNow = (db: MockDb) => displayAt(nowMs(db));

/** The year on the clock, in China time. */
export const currentYear = (db: MockDb) => Number(displayNow(db).slice(0, 4));

/**
 * The time of a write learners make (suggestions, replies, comments, enrolments): the clock,
 * one minute later for each write, so a list of new writes has an order and a reset starts it
 * over.
 */
export function writeTime(db: MockDb): string {
  const writes = db.state('clock-writes', () => ({ count: 0 }));
  writes.count += 1;
  return displayAt(nowMs(db) + writes.count * 60_000);
}
