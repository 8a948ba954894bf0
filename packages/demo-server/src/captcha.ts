import { consumeCaptcha, drawCaptcha, issueCaptcha, type MockDb } from '@study-portal/api/mocks';

/**
 * The SSO page's image captcha: the fake backend's own (the one the portal's dialogs use), so
 * `/__demo/captcha` reads both alike.
 */
export interface SsoCaptcha {
  token: string;
  /** The picture as a `data:` URL, so the login page loads nothing from elsewhere. */
  image: string;
}

/** Issues a single-use captcha into `db.captchas`; the answer stays on the server. */
export function issueSsoCaptcha(db: MockDb): SsoCaptcha {
  const { token, image } = issueCaptcha(db);
  return { token, image };
}

/** The picture of a captcha that is still unspent (a form missing a field shows it again). */
export function redrawCaptcha(db: MockDb, token: string): SsoCaptcha | undefined {
  const answer = db.captchas.get(token);
  return answer === undefined ? undefined : { token, image: drawCaptcha(answer, Number(token.replace(/\D/g, '')) || 1) };
}

/** Checks an answer (any case) and spends the captcha either way: one try per picture. */
export const spendCaptcha = (db: MockDb, token: string, answer: string): boolean => consumeCaptcha(db, token, answer) === undefined;
