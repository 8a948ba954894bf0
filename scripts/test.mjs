// `npm test`: install, build, then every check CI runs, in order of speed, ending with the
// summaries of the test runners (docs/testing.md).
import { assertChromium } from './chromium.mjs';
import { ensurePnpm, installAndBuild, run, runTogether } from './pnpm.mjs';

try {
  assertChromium();
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}

const env = { ...ensurePnpm(), CI: process.env.CI ?? '1' };
installAndBuild(env);
// The static checks share the two cores: each waits on one core most of its time.
await runTogether(
  [
    ['pnpm', ['lint']],
    ['pnpm', ['typecheck']],
    ['pnpm', ['publint']],
    ['pnpm', ['size']],
  ],
  env,
);
// After publint: its packing rebuilds the kit's dist (prepack), which this check reads.
run('pnpm', ['server-render'], env);
run('pnpm', ['exec', 'vitest', 'run'], env);
run('pnpm', ['e2e'], env);
console.log('\n✔ All checks passed: lint, typecheck, publint, size budgets, the kit rendered on a server, unit tests, stories in Chromium, e2e in Chromium.');
