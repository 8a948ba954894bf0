import { demoAccounts } from '../fixtures/accounts';
import type { MockDb } from './mockDb';

/** Current passwords by username; a password change lasts until the next reset. */
export const passwordsOf = (db: MockDb): Map<string, string> =>
  db.state('passwords', () => new Map(demoAccounts.map((account) => [account.username, account.password])));
