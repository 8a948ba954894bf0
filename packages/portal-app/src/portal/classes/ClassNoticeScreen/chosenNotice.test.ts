import type { TbtpNotice } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { chosenNotice } from './chosenNotice';

const notice = (id: string): TbtpNotice => ({ id, title: id, content: '' });
const page = [notice('n1'), notice('n2')];

describe('the notice shown beside the list', () => {
  it('is the newest on the page when the address names none', () => {
    expect(chosenNotice('', page, undefined)).toEqual({ notice: page[0], missing: false, searching: false });
    expect(chosenNotice('', [], undefined)).toEqual({ notice: undefined, missing: false, searching: false });
  });

  it('is the named one, found on the page or among all notices', () => {
    expect(chosenNotice('n2', page, undefined).notice).toBe(page[1]);
    expect(chosenNotice('n9', page, undefined)).toEqual({ missing: false, searching: true });
    expect(chosenNotice('n9', page, [...page, notice('n9')]).notice?.id).toBe('n9');
  });

  it('is missing when the class has no such notice', () => {
    expect(chosenNotice('gone', page, page)).toEqual({ missing: true, searching: false });
  });

  it('waits for the page', () => {
    expect(chosenNotice('n1', undefined, undefined)).toEqual({ missing: false, searching: true });
  });
});
