import { describe, expect, it } from 'vitest';
import { liveTimeRange } from './LiveHero';

describe('a stream’s time range', () => {
  it('leaves out the end’s date on the same day', () => {
    expect(liveTimeRange('2026-03-16 09:00:00', '2026-03-16 11:00:00')).toBe('2026-03-16 09:00 - 11:00');
  });

  it('gives both dates when the stream runs past midnight', () => {
    expect(liveTimeRange('2026-03-16 22:00:00', '2026-03-17 01:00:00')).toBe('2026-03-16 22:00 至 2026-03-17 01:00');
  });

  it('shows the start alone when the end is missing or unreadable', () => {
    expect(liveTimeRange('2026-03-16 09:00:00')).toBe('2026-03-16 09:00');
    expect(liveTimeRange('2026-03-16 09:00:00', '待定')).toBe('2026-03-16 09:00');
  });
});
