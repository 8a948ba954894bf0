// Runs the workspace's commands through pnpm, installing pnpm first when the machine has
// only Node and npm. corepack is not used: on Node 20 it fails to verify pnpm's signature.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const pnpmVersion = '12.21.0';
const localPnpmDir = join(root, '.tools', 'pnpm');
const localBin = join(localPnpmDir, 'node_modules', '.bin');
const isWindows = process.platform === 'win32';

function works(command, env) {
  const result = spawnSync(command, ['--version'], { env, shell: isWindows, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The environment every child process gets: pnpm on PATH, whichever pnpm that is. */
export function ensurePnpm() {
  const found = works('pnpm', process.env);
  if (found && Number(found.split('.')[0]) >= 10) return process.env;
  const env = { ...process.env, PATH: `${localBin}${delimiter}${process.env.PATH ?? ''}` };
  if (!existsSync(join(localBin, isWindows ? 'pnpm.cmd' : 'pnpm'))) {
    console.log(`> pnpm not found: installing pnpm@${pnpmVersion} into .tools/pnpm with npm`);
    run('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', localPnpmDir, `pnpm@${pnpmVersion}`], process.env);
  }
  if (!works('pnpm', env)) {
    console.error('pnpm could not be installed; install it with `npm install -g pnpm` and try again.');
    process.exit(1);
  }
  return env;
}

/** Runs a command (in the repository root unless told), showing its output; stops everything if it fails. */
export function run(command, args, env, cwd = root) {
  console.log(`\n> ${cwd === root ? '' : `(in ${cwd}) `}${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit', shell: isWindows });
  console.log(`  (${command} ${args.join(' ')}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) {
    console.error(`\n✖ \`${command} ${args.join(' ')}\` failed${result.status === null ? ` (${result.signal})` : ` with exit code ${result.status}`}.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs several commands at once (in the repository root unless told), each one's output
 * gathered and printed whole when it ends (so the logs do not interleave); stops everything if
 * any failed. For programs that each keep one core busy at most (type checkers).
 */
export async function runTogether(commands, env, cwd = root) {
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { cwd, env, shell: isWindows });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status, signal) => {
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            console.log(`\n> ${cwd === root ? '' : `(in ${cwd}) `}${command} ${args.join(' ')}\n${output.trimEnd()}\n  (${command} ${args.join(' ')}: ${seconds} s)`);
            resolve({ command: `${command} ${args.join(' ')}`, status, signal });
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  for (const result of failed) {
    console.error(`\n✖ \`${result.command}\` failed${result.status === null ? ` (${result.signal})` : ` with exit code ${result.status}`}.`);
  }
  if (failed.length > 0) process.exit(failed[0].status ?? 1);
}

/** Installs exactly what the lockfile says, then builds every package. */
export function installAndBuild(env) {
  run('pnpm', ['install', '--frozen-lockfile'], env);
  run('pnpm', ['build'], env);
}
