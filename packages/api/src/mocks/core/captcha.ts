import type { MockDb } from './mockDb';

/**
 * The fake backend's image captchas: deterministic (the n-th captcha of a db is always the
 * same), so tests, stories and the demo can read or predict the answer, yet each looks like
 * a real captcha: four characters drawn askew over noise lines.
 */

/** Digits and capitals that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const captchaAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const captchaLength = 4;

/** What the fake backend answers when a captcha does not pass. */
export const captchaMessages = {
  missing: '请输入验证码',
  expired: '验证码已失效，请重新获取',
  wrong: '验证码错误',
} as const;

export interface IssuedCaptcha {
  token: string;
  /** A complete `data:image/svg+xml;base64,...` URL. */
  image: string;
  answer: string;
}

/** mulberry32: a tiny seeded generator, enough to vary the pictures deterministically. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const palette = ['#C50405', '#1F5FA8', '#2E7D32', '#6A1B9A', '#E65100', '#37474F'];

/** Draws an answer into an SVG with noise; the same answer and seed always give the same picture. */
export function drawCaptcha(answer: string, seed: number): string {
  const random = seeded(seed ^ 0x5f3759df);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const width = 120;
  const height = 40;
  const lines = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [random() * width, random() * height, random() * width, random() * height].map((n) => n.toFixed(1));
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${pick(palette)}" stroke-width="${(1 + random()).toFixed(1)}" opacity="0.6"/>`;
  });
  const dots = Array.from({ length: 24 }, () =>
    `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="1" fill="${pick(palette)}" opacity="0.5"/>`,
  );
  const glyphs = [...answer].map((char, index) => {
    const x = 16 + index * 27 + Math.round(random() * 6 - 3);
    const y = 28 + Math.round(random() * 6 - 3);
    const angle = Math.round(random() * 40 - 20);
    return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${pick(palette)}" font-size="26" font-family="monospace" font-weight="bold" text-anchor="middle">${char}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#F4F1EA"/>${lines.join('')}${glyphs.join('')}${dots.join('')}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const issuedCount = (db: MockDb) => db.state('captcha-counter', () => ({ issued: 0 }));

/** Issues the db's next captcha and keeps its answer under its token until it is used. */
export function issueCaptcha(db: MockDb): IssuedCaptcha {
  const counter = issuedCount(db);
  counter.issued += 1;
  const serial = counter.issued;
  const random = seeded(serial * 2654435761);
  const answer = Array.from({ length: captchaLength }, () => captchaAlphabet[Math.floor(random() * captchaAlphabet.length)]!).join('');
  const token = `captcha-${String(serial).padStart(4, '0')}`;
  db.captchas.set(token, answer);
  return { token, image: drawCaptcha(answer, serial), answer };
}

/**
 * Checks an answer, ignoring case and surrounding spaces. A captcha answers once: it is
 * spent by any attempt, right or wrong. Returns the refusal message, or undefined when it passes.
 */
export function consumeCaptcha(db: MockDb, token: unknown, answer: unknown): string | undefined {
  const given = typeof answer === 'string' ? answer.trim() : '';
  if (given === '') return captchaMessages.missing;
  const expected = typeof token === 'string' ? db.captchas.get(token) : undefined;
  if (expected === undefined) return captchaMessages.expired;
  db.captchas.delete(token as string);
  return expected.toUpperCase() === given.toUpperCase() ? undefined : captchaMessages.wrong;
}
