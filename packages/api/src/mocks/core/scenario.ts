import type { MockDb } from './mockDb';

/**
 * A domain's records as `db`'s scenario has them: the clean ones, and in `hostile` the hostile
 * and stress ones too. Every handler reads fixtures through this (or `scenarioEntries`), so one
 * setting decides what exists everywhere and no hostile id reaches the demo through a lookup.
 *
 * A hostile record whose `keyOf` matches a clean one takes its place (the hostile variant of a
 * clean record, e.g. a post that carries a hostile reply), so the hostile set keeps the order
 * the screens were proved in; the others follow the clean records.
 */
export function scenarioRecords<T>(db: MockDb, clean: readonly T[], hostile: readonly T[], keyOf?: (record: T) => string): T[] {
  if (db.settings.scenario !== 'hostile') return [...clean];
  if (!keyOf) return [...clean, ...hostile];
  const variants = new Map(hostile.map((record) => [keyOf(record), record]));
  const merged = clean.map((record) => variants.get(keyOf(record)) ?? record);
  const replaced = new Set(clean.map(keyOf));
  return [...merged, ...hostile.filter((record) => !replaced.has(keyOf(record)))];
}

/** The same for records kept by name (dictionaries by parent code): hostile names are added or stand in. */
export function scenarioEntries<T>(db: MockDb, clean: Readonly<Record<string, T>>, hostile: Readonly<Record<string, T>>): Record<string, T> {
  return db.settings.scenario === 'hostile' ? { ...clean, ...hostile } : { ...clean };
}
