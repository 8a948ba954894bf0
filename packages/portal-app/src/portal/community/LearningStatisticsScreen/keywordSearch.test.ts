import { describe, expect, it } from 'vitest';
import { keywordSearchAddress } from './keywordSearch';

describe('the search address of a keyword', () => {
  it('searches the courses for the keyword as written', () => {
    const address = new URL(keywordSearchAddress('乡村 振兴&治理'), 'http://portal');
    expect(address.pathname).toBe('/search');
    expect(address.searchParams.get('k')).toBe('乡村 振兴&治理');
    expect(address.searchParams.get('t')).toBe('kc');
  });

  it('survives a keyword cut in the middle of a character', () => {
    for (const broken of ['党建\uD800', '\uDC00学习', '\uD83D']) {
      expect(() => keywordSearchAddress(broken)).not.toThrow();
      expect(new URL(keywordSearchAddress(broken), 'http://portal').searchParams.get('k')).toContain('\uFFFD');
    }
  });

  it('keeps markup in the keyword as text of the address', () => {
    const address = keywordSearchAddress('<img src=x onerror=alert(1)>');
    expect(address).not.toMatch(/[<>"\s]/);
    expect(new URL(address, 'http://portal').searchParams.get('k')).toBe('<img src=x onerror=alert(1)>');
  });
});
