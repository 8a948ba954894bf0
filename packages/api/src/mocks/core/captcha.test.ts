import { describe, expect, it } from 'vitest';
import { captchaAlphabet, captchaMessages, consumeCaptcha, issueCaptcha } from './captcha';
import { createMockDb } from './mockDb';

const svgOf = (image: string) => atob(image.replace(/^data:image\/svg\+xml;base64,/, ''));

describe('issueCaptcha', () => {
  it('issues a 4-character answer of unambiguous characters drawn into an SVG data URL', () => {
    const db = createMockDb();
    const { token, image, answer } = issueCaptcha(db);
    expect(answer).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    expect(answer).not.toMatch(/[01OIL]/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+={0,2}$/);
    const svg = svgOf(image);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(4);
    expect([...svg.matchAll(/<text [^>]*>(.)<\/text>/g)].map((match) => match[1]).join('')).toBe(answer);
    expect(db.captchas.get(token)).toBe(answer);
  });

  it('is deterministic per db and varies from one captcha to the next', () => {
    const first = createMockDb();
    const second = createMockDb();
    const a = [issueCaptcha(first), issueCaptcha(first), issueCaptcha(first)];
    const b = [issueCaptcha(second), issueCaptcha(second), issueCaptcha(second)];
    expect(b).toEqual(a);
    expect(new Set(a.map((captcha) => captcha.token)).size).toBe(3);
    expect(new Set(a.map((captcha) => captcha.answer)).size).toBeGreaterThan(1);
    first.reset();
    expect(issueCaptcha(first)).toEqual(a[0]);
  });
});

describe('consumeCaptcha', () => {
  it('accepts the answer in any case, with spaces around it, once', () => {
    const db = createMockDb();
    const { token, answer } = issueCaptcha(db);
    expect(consumeCaptcha(db, token, ` ${answer.toLowerCase()} `)).toBeUndefined();
    expect(consumeCaptcha(db, token, answer)).toBe(captchaMessages.expired);
  });

  it('is spent by a wrong answer too', () => {
    const db = createMockDb();
    const { token, answer } = issueCaptcha(db);
    expect(consumeCaptcha(db, token, 'ZZZZ' === answer ? 'YYYY' : 'ZZZZ')).toBe(captchaMessages.wrong);
    expect(consumeCaptcha(db, token, answer)).toBe(captchaMessages.expired);
  });

  it('asks for an answer without spending the captcha, and knows no unknown token', () => {
    const db = createMockDb();
    const { token, answer } = issueCaptcha(db);
    expect(consumeCaptcha(db, token, '')).toBe(captchaMessages.missing);
    expect(consumeCaptcha(db, token, undefined)).toBe(captchaMessages.missing);
    expect(consumeCaptcha(db, 'captcha-9999', answer)).toBe(captchaMessages.expired);
    expect(consumeCaptcha(db, undefined, answer)).toBe(captchaMessages.expired);
    expect(consumeCaptcha(db, token, answer)).toBeUndefined();
  });
});
