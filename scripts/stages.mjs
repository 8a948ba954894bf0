// The stages of `npm test` as a graph: each stage is one command that starts once the stages
// it needs have passed, and runs beside whatever else is ready (docs/testing.md#order). The
// output of stages that run side by side is printed whole as each ends, so logs never
// interleave; the run ends with a table of every stage's wall time, passed or not.
import { spawn } from 'node:child_process';
import { root } from './pnpm.mjs';

const isWindows = process.platform === 'win32';
const seconds = (since) => (performance.now() - since) / 1000;

/**
 * @typedef {object} Stage
 * @property {string} name how the table and the logs call it
 * @property {string} command
 * @property {string[]} args
 * @property {string[]} [after] the stages that must pass first
 * @property {boolean} [alone] runs with no other stage beside it (a test runner that fills both
 *   cores and keeps time limits: stages beside it would make its clocks lie), except background ones
 * @property {boolean} [background] runs at the lowest CPU priority (`nice`), so it takes only the
 *   time the other stages leave: it may run beside an `alone` stage without slowing its clocks
 */

/**
 * Runs one command; resolves with its exit status and its output. A stage that runs alone shows
 * its output as it comes (nothing beside it could interleave, and a long run is not silent);
 * any other's is gathered and printed when it ends.
 */
function runStage(stage, env) {
  return new Promise((resolve) => {
    // On Windows there is no `nice`: a background stage runs at the normal priority there.
    const [command, args] = stage.background && !isWindows ? ['nice', ['-n', '19', stage.command, ...stage.args]] : [stage.command, stage.args];
    const child = spawn(command, args, { cwd: root, env, shell: isWindows, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (stream) => (chunk) => (stage.alone ? stream.write(chunk) : (output += chunk));
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('error', (error) => resolve({ status: 1, output: `${output}\n${error.message}` }));
    child.on('close', (status, signal) => resolve({ status: status ?? 1, signal, output }));
  });
}

/**
 * Runs the stages, each as soon as its `after` stages have passed and nothing `alone` is
 * running (a background stage does not wait for that). A failure lets the running stages finish
 * and starts no new one. Returns the table's rows: every stage with its wall time and result
 * (skipped when something it needs failed).
 * @param {Stage[]} stages
 */
export async function runStages(stages, env) {
  const started = performance.now();
  const byName = new Map(stages.map((stage) => [stage.name, stage]));
  for (const stage of stages) {
    for (const need of stage.after ?? []) if (!byName.has(need)) throw new Error(`stage ${stage.name} needs an unknown stage ${need}`);
  }
  /** @type {Map<string, { status: 'running' | 'passed' | 'failed', startedAt: number, seconds?: number }>} */
  const state = new Map();
  let failed = false;

  // What a stage that ended beside an `alone` one printed waits until that one ends: the
  // alone stage's output streams, and a block in the middle of it would split its lines.
  /** @type {string[]} */
  let held = [];
  const print = (text, aloneRunning) => {
    if (aloneRunning) held.push(text);
    else console.log(text);
  };

  await new Promise((finish) => {
    const running = () => [...state.values()].filter((entry) => entry.status === 'running');
    const ready = (stage) =>
      !state.has(stage.name) && (stage.after ?? []).every((need) => state.get(need)?.status === 'passed');
    const startReady = () => {
      if (!failed) {
        for (const stage of stages) {
          const busy = running();
          const aloneRunning = busy.some((entry) => entry.alone);
          const foreground = busy.filter((entry) => !entry.background);
          if (!ready(stage)) continue;
          if (!stage.background && (aloneRunning || (stage.alone && foreground.length > 0))) continue;
          start(stage);
        }
      }
      if (running().length === 0) finish();
    };
    const start = (stage) => {
      const entry = { status: 'running', startedAt: seconds(started), alone: Boolean(stage.alone), background: Boolean(stage.background) };
      state.set(stage.name, entry);
      print(`\n▶ ${stage.name} (${entry.startedAt.toFixed(0)} s): ${stage.command} ${stage.args.join(' ')}`, running().some((other) => other.alone && other !== entry));
      const begun = performance.now();
      runStage(stage, env).then(({ status, signal, output }) => {
        entry.seconds = seconds(begun);
        entry.status = status === 0 ? 'passed' : 'failed';
        const aloneRunning = running().some((other) => other.alone);
        if (!stage.alone) print(`\n■ ${stage.name}: ${stage.command} ${stage.args.join(' ')}\n${output.trimEnd()}`, aloneRunning);
        print(`  (${stage.name}: ${entry.status}, ${entry.seconds.toFixed(1)} s${signal ? `, ${signal}` : ''})`, aloneRunning);
        if (stage.alone) {
          for (const text of held) console.log(text);
          held = [];
        }
        if (status !== 0) failed = true;
        startReady();
      });
    };
    startReady();
  });
  for (const text of held) console.log(text);

  return {
    failed,
    seconds: seconds(started),
    rows: stages.map((stage) => {
      const entry = state.get(stage.name);
      const how = stage.alone ? 'alone' : stage.background ? 'background' : '';
      return { name: stage.name, how, startedAt: entry?.startedAt, seconds: entry?.seconds, result: entry?.status ?? 'skipped' };
    }),
  };
}

/** The table `npm test` ends with: when each stage started, how long it took, and its result. */
export function formatStageTable({ rows, seconds: whole }) {
  const width = Math.max(...rows.map((row) => row.name.length), 'in all'.length);
  const howWidth = 'background'.length;
  const time = (value) => (value === undefined ? '' : `${value.toFixed(1)} s`).padStart(8);
  const lines = [`  ${'stage'.padEnd(width)}  ${'runs'.padEnd(howWidth)}  ${'started'.padStart(8)}  ${'took'.padStart(8)}  result`];
  for (const row of rows) lines.push(`  ${row.name.padEnd(width)}  ${(row.how ?? '').padEnd(howWidth)}  ${time(row.startedAt)}  ${time(row.seconds)}  ${row.result}`);
  lines.push(`  ${'in all'.padEnd(width)}  ${''.padEnd(howWidth)}  ${''.padStart(8)}  ${time(whole)}`);
  return lines.join('\n');
}
