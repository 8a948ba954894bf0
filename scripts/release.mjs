// `pnpm release`: turns the pending changesets into a release of @study-portal/ui, api and
// ukey (docs/releasing.md). It bumps the versions and writes each package's CHANGELOG.md
// (changeset version), builds, packs and lints the tarballs (publint, attw ESM-only), then
// rehearses the publishing (`pnpm publish --dry-run`). Nothing reaches the registry unless
// `--publish` is given, and then only through `changeset publish`, which also tags the commit.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintTarballs, packAll } from './pack-check.mjs';
import { publishedPackages } from './packages.mjs';
import { ensurePnpm, root, run } from './pnpm.mjs';

const publish = process.argv.includes('--publish');
const env = ensurePnpm();

const status = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
if (status.status === 0 && status.stdout.trim() !== '' && !process.argv.includes('--allow-dirty')) {
  console.error('✖ The working tree has uncommitted changes. Commit or stash them first, so the release commit holds only the release.');
  process.exit(1);
}

const versionOf = (name) => JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')).version;

/** The build and every check of what would be published, then the rehearsal of publishing it. */
function buildAndCheck() {
  run('pnpm', ['build'], env);
  lintTarballs([...packAll('npm', env), ...packAll('pnpm', env)], env);
  const filters = publishedPackages.flatMap((name) => ['--filter', `./packages/${name}`]);
  // The build above is what would be sent: the rehearsal need not build it once more (prepack).
  run('pnpm', ['--config.ignore-scripts=true', '-r', ...filters, 'publish', '--dry-run', '--no-git-checks', '--access', 'public'], env);
}

if (publish) {
  // From the release commit: the versions are already bumped and the CHANGELOGs written.
  buildAndCheck();
  run('pnpm', ['exec', 'changeset', 'publish'], env);
  console.log('\n✔ Published. Push the commit and its tags: git push --follow-tags');
  process.exit(0);
}

const before = Object.fromEntries(publishedPackages.map((name) => [name, versionOf(name)]));
run('pnpm', ['exec', 'changeset', 'version'], env);
const after = Object.fromEntries(publishedPackages.map((name) => [name, versionOf(name)]));
if (publishedPackages.every((name) => before[name] === after[name])) {
  console.log('\nNo pending changeset bumps a published package: nothing to release.');
  process.exit(0);
}
buildAndCheck();

console.log('\nRelease prepared, nothing published:');
for (const name of publishedPackages) {
  const changelog = join('packages', name, 'CHANGELOG.md');
  const note = before[name] === after[name] ? 'unchanged' : `${before[name]} -> ${after[name]}`;
  console.log(`  @study-portal/${name}: ${note}${existsSync(join(root, changelog)) ? `, ${changelog}` : ''}`);
}
console.log('\nRead the CHANGELOGs, commit them with the versions ("Release …"), then run');
console.log('`pnpm release --publish` from that commit, logged in to npm, and push the tags.');
