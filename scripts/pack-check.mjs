// `pnpm pack-check`: packs each published package the two ways a maintainer might (npm and
// pnpm apply a manifest differently), then lints every tarball as the registry would see it:
// publint for the manifest and files, attw for the type declarations under the ESM-only profile
// (the packages ship ES modules only; docs/releasing.md). The tarballs stay in .packs/ for the
// example tenant portal to install (scripts/example-check.mjs).
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages, packsDir } from './packages.mjs';
import { ensurePnpm, root, run } from './pnpm.mjs';

const env = ensurePnpm();

/** The newest modification time of a file or of any file under a folder (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/**
 * Whether a package's dist was built after every file it is built from changed: then packing
 * sends that build as it is, and a run that has just built (`npm test`, `pnpm release`) does
 * not build each library a second time. The entry file is the build's first write.
 */
export function builtIsCurrent(dir) {
  const built = existsSync(join(dir, 'dist', 'index.js')) ? statSync(join(dir, 'dist', 'index.js')).mtimeMs : 0;
  const inputs = Math.max(newest(join(dir, 'src')), newest(join(dir, 'package.json')), newest(join(dir, 'tsup.config.ts')), newest(join(dir, 'tsconfig.json')));
  return built > 0 && built >= inputs;
}

/** Packs every published package with `tool` into .packs/<tool>/; returns the tarballs' paths. */
export function packAll(tool, runEnv = env) {
  const destination = join(packsDir, tool);
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  for (const name of publishedPackages) {
    const dir = join(root, 'packages', name);
    // Built here only when the dist is missing or older than its sources; neither tool then runs
    // `prepack`, which would build it once more.
    if (!builtIsCurrent(dir)) run('pnpm', ['build'], runEnv, dir);
    if (tool === 'npm') run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', destination], runEnv, dir);
    else run('pnpm', ['--config.ignore-scripts=true', 'pack', '--silent', '--pack-destination', destination], runEnv, dir);
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
  // `pnpm pack-check npm` packs and lints one way only (npm test runs the two side by side).
  const tools = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['npm', 'pnpm'];
  const tarballs = tools.flatMap((tool) => packAll(tool));
  lintTarballs(tarballs);
  console.log(`\n✔ ${tarballs.length} tarballs (${tools.join(' and ')}) pass publint and attw: ${tarballs.map((path) => path.slice(root.length)).join(', ')}`);
}
