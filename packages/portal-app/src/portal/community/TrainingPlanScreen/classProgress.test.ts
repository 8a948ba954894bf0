import { describe, expect, it } from 'vitest';
import { classProgress } from './classProgress';

describe("a class's progress in the training plan", () => {
  it("takes the class's own progress figure, kept within 0 to 100", () => {
    expect(classProgress({ progress: 42.4, studiedHours: 1, requiredHours: 30 })).toBe(42);
    expect(classProgress({ progress: 130, studiedHours: 0, requiredHours: 0 })).toBe(100);
  });

  it('falls back to hours earned against hours required', () => {
    expect(classProgress({ progress: null, studiedHours: 6, requiredHours: 30 })).toBe(20);
    expect(classProgress({ progress: undefined, studiedHours: 6, requiredHours: 0 })).toBe(0);
  });
});
