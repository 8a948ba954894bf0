// `pnpm pack-check`: packs each published package the two ways a maintainer might (npm and
// pnpm apply a manifest differently), then lints every tarball as the registry would see it:
// publint for the manifest and files, attw for the type declarations under the ESM-only profile
// (the packages ship ES modules only; docs/releasing.md). The tarballs stay in .packs/ for the
// example tenant portal to install (scripts/example-check.mjs).
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages, packsDir } from './packages.mjs';
import { ensurePnpm, root, run } from './pnpm.mjs';

const env = ensurePnpm();

/** Packs every published package with `tool` into .packs/<tool>/; returns the tarballs' paths. */
export function packAll(tool, runEnv = env) {
  const destination = join(packsDir, tool);
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  for (const name of publishedPackages) {
    const dir = join('packages', name);
    // npm runs `prepack`, so a clean clone packs a built package; pnpm then packs the same build
    // rather than building it a second time.
    if (tool === 'npm') run('npm', ['pack', '--silent', '--pack-destination', destination], runEnv, join(root, dir));
    else run('pnpm', ['--config.ignore-scripts=true', 'pack', '--silent', '--pack-destination', destination], runEnv, join(root, dir));
  }
  return readdirSync(destination)
    .filter((file) => file.endsWith('.tgz'))
    .map((file) => join(destination, file));
}

/** publint (strict) and attw (ESM-only) on each tarball. */
export function lintTarballs(tarballs, runEnv = env) {
  for (const tarball of tarballs) {
    run('pnpm', ['exec', 'publint', '--strict', tarball], runEnv);
    run('pnpm', ['exec', 'attw', '--pack', tarball, '--profile', 'esm-only', '--format', 'table-flipped'], runEnv);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tarballs = [...packAll('npm'), ...packAll('pnpm')];
  lintTarballs(tarballs);
  console.log(`\n✔ ${tarballs.length} tarballs (npm and pnpm) pass publint and attw: ${tarballs.map((path) => path.slice(root.length)).join(', ')}`);
}
