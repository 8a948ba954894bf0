import { describe, expect, it } from 'vitest';
import { noticeQueryParams, readNoticeQuery } from './noticeQuery';

describe('the notice list kept in the address', () => {
  it('starts on every type, first page', () => {
    expect(readNoticeQuery(new URLSearchParams(''))).toEqual({ type: '', page: 1 });
  });

  it('reads a known type and a page', () => {
    expect(readNoticeQuery(new URLSearchParams('type=GZDT&page=3'))).toEqual({ type: 'GZDT', page: 3 });
  });

  it('falls back to the defaults for an unknown type or a page that is not a whole number above zero', () => {
    expect(readNoticeQuery(new URLSearchParams('type=<script>&page=-2'))).toEqual({ type: '', page: 1 });
    expect(readNoticeQuery(new URLSearchParams('page=1.5'))).toEqual({ type: '', page: 1 });
    expect(readNoticeQuery(new URLSearchParams('page=abc'))).toEqual({ type: '', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(noticeQueryParams({ type: '', page: 1 }).toString()).toBe('');
    expect(noticeQueryParams({ type: 'TZGG', page: 2 }).toString()).toBe('type=TZGG&page=2');
  });

  it('reads back what it writes', () => {
    const query = { type: 'ZCWJ', page: 4 };
    expect(readNoticeQuery(noticeQueryParams(query))).toEqual(query);
  });
});
