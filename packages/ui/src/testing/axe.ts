import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered tree and fails with the rules it broke. jsdom cannot compute
 * colours, so colour contrast is checked by the stories in a real browser instead.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help}`);
  expect(summary).toEqual([]);
}
