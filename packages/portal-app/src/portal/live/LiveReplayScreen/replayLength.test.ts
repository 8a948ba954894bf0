import { describe, expect, it } from 'vitest';
import { replayLength } from './LiveReplayScreen';

describe('a recording’s length', () => {
  it('reads as the kit’s timers read', () => {
    expect(replayLength(40)).toBe('00:40');
    expect(replayLength(3725)).toBe('01:02:05');
    expect(replayLength(89.6)).toBe('01:30');
  });

  it('is left out when the server did not say', () => {
    expect(replayLength(null)).toBeUndefined();
    expect(replayLength(0)).toBeUndefined();
    expect(replayLength(Number.NaN)).toBeUndefined();
  });
});
