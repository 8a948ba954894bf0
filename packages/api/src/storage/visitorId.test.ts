import { describe, expect, it } from 'vitest';
import { browserTraits, visitorIdOf } from './visitorId';

describe('the visitor id', () => {
  const traits = ['Mozilla/5.0 Chrome/140', 'zh-CN', 'zh-CN,zh', '8', '8', '0', '1920x1080x24', 'Asia/Shanghai'];

  it('is the same for the same browser, and 16 hex digits', () => {
    expect(visitorIdOf(traits)).toBe(visitorIdOf([...traits]));
    expect(visitorIdOf(traits)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('differs when the browser differs', () => {
    expect(visitorIdOf(traits)).not.toBe(visitorIdOf(traits.with(6, '390x844x24')));
    expect(visitorIdOf(traits)).not.toBe(visitorIdOf(traits.with(0, 'Mozilla/5.0 Firefox/140')));
  });

  it('is never empty, even where there is no browser', () => {
    expect(browserTraits({} as typeof globalThis)[0]).toBe('no-navigator');
    expect(visitorIdOf(browserTraits({} as typeof globalThis))).toMatch(/^[0-9a-f]{16}$/);
  });
});
