import type { RequestHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { academyHandlers } from './academy';
import { captchaHandlers } from './captcha';
import { dictionaryHandlers } from './dictionary';
import { passwordHandlers } from './password';
import { sessionHandlers } from './session';
import { smsHandlers } from './sms';
import { yearLearnSummaryHandlers } from './yearLearnSummary';
import { ukeyHandlers, type UkeyVerifier } from './ukey';

export const accountHandlers = (db: MockDb, options: { ukeyVerifier?: UkeyVerifier } = {}): RequestHandler[] => [
  ...sessionHandlers(db),
  ...captchaHandlers(db),
  ...passwordHandlers(db),
  ...smsHandlers(db),
  ...yearLearnSummaryHandlers(db),
  ...academyHandlers(db),
  ...dictionaryHandlers(db),
  ...ukeyHandlers(db, options.ukeyVerifier),
];
