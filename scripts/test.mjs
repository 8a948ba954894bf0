// `npm test`: install, build, then every check CI runs. The stages run as a graph (each starts
// when what it reads exists) and end with a table of their wall times (docs/testing.md#order).
import { assertChromium } from './chromium.mjs';
import { ensurePnpm } from './pnpm.mjs';
import { formatStageTable, runStages } from './stages.mjs';

try {
  assertChromium();
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}

const env = { ...ensurePnpm(), CI: process.env.CI ?? '1' };
const pnpm = (name, args, more = {}) => ({ name, command: 'pnpm', args, ...more });

/** @type {import('./stages.mjs').Stage[]} */
const stages = [
  pnpm('install', ['install', '--frozen-lockfile']),
  pnpm('build', ['build'], { after: ['install'] }),
  // The checks no test runner needs run in the background, at the lowest priority: they take
  // the CPU the build and the test runners leave, beside them, to the end of the run.
  pnpm('lint', ['lint'], { after: ['install'], background: true }),
  pnpm('typecheck', ['typecheck'], { after: ['install'], background: true }),
  pnpm('size', ['size'], { after: ['build'], background: true }),
  // Packing sends the build as it is (no second build); each way of packing feeds the example.
  pnpm('pack (npm)', ['pack-check', 'npm'], { after: ['build'], background: true }),
  pnpm('pack (pnpm)', ['pack-check', 'pnpm'], { after: ['build'], background: true }),
  pnpm('server render', ['server-render'], { after: ['build'], background: true }),
  pnpm('example (npm)', ['example-check', 'npm'], { after: ['pack (npm)'], background: true }),
  pnpm('example (pnpm)', ['example-check', 'pnpm'], { after: ['pack (pnpm)'], background: true }),
  // Vitest takes every core: it starts once the build has made room.
  pnpm('unit', ['unit'], { after: ['build'] }),
  // The browser runners keep time limits: alone, so no stage of normal priority slows their clocks.
  pnpm('stories', ['stories'], { after: ['unit'], alone: true }),
  pnpm('e2e', ['e2e'], { after: ['build', 'stories'], alone: true }),
];

const result = await runStages(stages, env);
console.log(`\nStages (wall time; a stage may run beside others)\n${formatStageTable(result)}`);
console.log(`  npm test in all: ${(performance.now() / 1000).toFixed(1)} s`);
if (result.failed) {
  console.error(`\n✖ Failed: ${result.rows.filter((row) => row.result === 'failed').map((row) => row.name).join(', ')}.`);
  process.exit(1);
}
console.log('\n✔ All checks passed: lint, typecheck, size budgets, the packed packages (publint, attw), the kit rendered on a server, the example tenant portal built from the tarballs, unit tests, stories in Chromium, e2e in Chromium.');
