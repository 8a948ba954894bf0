// `npm test`: install, build, then every check CI runs, in order of speed, ending with the
// summaries of the test runners.
import { assertChromium } from './chromium.mjs';
import { ensurePnpm, installAndBuild, run } from './pnpm.mjs';

try {
  assertChromium();
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}

const env = { ...ensurePnpm(), CI: process.env.CI ?? '1' };
installAndBuild(env);
run('pnpm', ['lint'], env);
run('pnpm', ['typecheck'], env);
run('pnpm', ['publint'], env);
run('pnpm', ['exec', 'vitest', 'run'], env);
run('pnpm', ['e2e'], env);
console.log('\n✔ All checks passed: lint, typecheck, publint, unit tests, stories in Chromium, e2e in Chromium.');
