// `pnpm chromatic`: publishes Storybook for visual review. Without a project token there is
// nothing to publish to, and the script says so instead of failing somewhere inside.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'pnpm chromatic needs a Chromatic project token.\n' +
      'Set CHROMATIC_PROJECT_TOKEN (Chromatic → Manage → Configure → Project token) and run it again:\n' +
      '  CHROMATIC_PROJECT_TOKEN=chpt_... pnpm chromatic\n' +
      'Nothing was built or sent.',
  );
  process.exit(1);
}

const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
