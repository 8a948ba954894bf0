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
    ['pnpm', ['size']],
  ],
  env,
);
// Packing rebuilds each package's dist (prepack), which the server render then reads; the
// example installs the tarballs the packing left.
run('pnpm', ['pack-check'], env);
run('pnpm', ['server-render'], env);
run('pnpm', ['example-check'], env);
run('pnpm', ['exec', 'vitest', 'run'], env);
run('pnpm', ['e2e'], env);
console.log('\n✔ All checks passed: lint, typecheck, size budgets, the packed packages (publint, attw), the kit rendered on a server, the example tenant portal built from the tarballs, unit tests, stories in Chromium, e2e in Chromium.');
