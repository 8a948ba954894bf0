import { describe, expect, it } from 'vitest';
import * as api from './index';
import * as retired from './retiredNames';

describe('the former names of the fetchers and hooks', () => {
  it('are still exported, each the very function of one successor under its code word', () => {
    const current = Object.entries(api).filter(([name]) => !(name in retired));
    for (const [name, value] of Object.entries(retired)) {
      expect(api[name as keyof typeof api], name).toBe(value);
      expect(current.filter(([, other]) => other === value).length, name).toBe(1);
    }
  });
});
