import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatStageTable, runStages, type Stage } from '../stages.mjs';

/**
 * Each stage is a small Node program that writes "start <name>" to a shared log, waits a little,
 * writes "end <name>" and exits with the given status: the log shows what ran beside what.
 */
function stageWriting(
  log: string,
  name: string,
  options: { after?: string[]; alone?: boolean; background?: boolean; fails?: boolean; takesMs?: number; until?: string } = {},
): Stage {
  const { fails, takesMs = 150, until, ...stage } = options;
  const end = `appendFileSync(${JSON.stringify(log)}, 'end ${name}\\n'); process.exit(${fails ? 1 : 0});`;
  const program = [
    `const { appendFileSync, readFileSync } = require('node:fs');`,
    `appendFileSync(${JSON.stringify(log)}, 'start ${name}\\n');`,
    // With `until`, the stage ends once that line is in the log: what runs beside it is then
    // told by the order of events, however slowly a loaded machine starts the programs.
    until
      ? `const timer = setInterval(() => { if (readFileSync(${JSON.stringify(log)}, 'utf8').includes(${JSON.stringify(until)})) { clearInterval(timer); ${end} } }, 10);`
      : `setTimeout(() => { ${end} }, ${takesMs});`,
  ].join(' ');
  return { name, command: process.execPath, args: ['-e', program], ...stage };
}

let log: string;
const folders: string[] = [];
/** A fresh folder for a test's files, removed after the test. */
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'stages-test-'));
  folders.push(folder);
  return folder;
};
beforeEach(() => {
  log = join(scratch(), 'log.txt');
  // The runner reports each stage as it starts and ends; the tests read the log and the rows.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const lines = () => readFileSync(log, 'utf8').trim().split('\n');

describe('runStages', () => {
  it('starts a stage only after the stages it needs have passed, and runs the others side by side', async () => {
    const result = await runStages(
      [stageWriting(log, 'install'), stageWriting(log, 'lint', { after: ['install'], takesMs: 800 }), stageWriting(log, 'build', { after: ['install'], takesMs: 800 })],
      process.env,
    );
    expect(result.failed).toBe(false);
    const order = lines();
    expect(order.slice(0, 2)).toEqual(['start install', 'end install']);
    // lint and build both start before either ends.
    expect(order.slice(2, 4).sort()).toEqual(['start build', 'start lint']);
    expect(result.rows.map((row) => [row.name, row.result])).toEqual([
      ['install', 'passed'],
      ['lint', 'passed'],
      ['build', 'passed'],
    ]);
  });

  it('runs an alone stage with nothing beside it', async () => {
    await runStages(
      [stageWriting(log, 'build'), stageWriting(log, 'e2e', { alone: true }), stageWriting(log, 'size', { after: ['build'] })],
      process.env,
    );
    const order = lines();
    const e2eStart = order.indexOf('start e2e');
    expect(order[e2eStart + 1]).toBe('end e2e');
    expect(order.filter((line) => line.startsWith('start')).length).toBe(3);
  });

  it('runs a background stage beside an alone one, at the lowest priority, and holds its report until the alone one ends', async () => {
    const printed: string[] = [];
    vi.mocked(console.log).mockImplementation((text: string) => void printed.push(text));
    const result = await runStages(
      [
        stageWriting(log, 'build', { takesMs: 0 }),
        // The alone stage ends only once the background one has: were the background stage
        // held back until the alone one ended, neither would end and the test would time out.
        stageWriting(log, 'e2e', { alone: true, after: ['build'], until: 'end example' }),
        stageWriting(log, 'example', { background: true, after: ['build'], takesMs: 0 }),
      ],
      process.env,
    );
    expect(result.failed).toBe(false);
    expect(lines().slice(-2)).toEqual(['end example', 'end e2e']);
    // Its report comes after the e2e stage's own end line.
    const e2eEnd = printed.findIndex((text) => text.includes('(e2e: passed'));
    const exampleEnd = printed.findIndex((text) => text.includes('(example: passed'));
    expect(exampleEnd).toBeGreaterThan(e2eEnd);
    expect(result.rows.map((row) => [row.name, row.how])).toEqual([
      ['build', ''],
      ['e2e', 'alone'],
      ['example', 'background'],
    ]);
  });

  it.skipIf(process.platform === 'win32')('starts a background stage under nice', async () => {
    const niceness = join(scratch(), 'nice.txt');
    const program = `require('node:fs').writeFileSync(${JSON.stringify(niceness)}, String(require('node:os').getPriority()))`;
    await runStages([{ name: 'pack', command: process.execPath, args: ['-e', program], background: true }], process.env);
    expect(Number(readFileSync(niceness, 'utf8'))).toBe(19);
  });

  it('after a failure starts nothing new, lets the running stage finish, and marks what never ran as skipped', async () => {
    const result = await runStages(
      [
        // lint fails at once; build is still running then, so size has not started.
        stageWriting(log, 'lint', { fails: true, takesMs: 0 }),
        stageWriting(log, 'build', { takesMs: 1500 }),
        stageWriting(log, 'size', { after: ['build'] }),
        stageWriting(log, 'e2e', { after: ['lint'] }),
      ],
      process.env,
    );
    expect(result.failed).toBe(true);
    expect(lines()).toContain('end build');
    expect(Object.fromEntries(result.rows.map((row) => [row.name, row.result]))).toEqual({ lint: 'failed', build: 'passed', size: 'skipped', e2e: 'skipped' });
  });

  it('refuses a stage that needs a stage not in the list', async () => {
    await expect(runStages([stageWriting(log, 'size', { after: ['bild'] })], process.env)).rejects.toThrow('size needs an unknown stage bild');
  });
});

describe('formatStageTable', () => {
  it('gives each stage a line with its start, its time and its result, and the whole run last', () => {
    const table = formatStageTable({
      seconds: 12.34,
      rows: [
        { name: 'lint', how: 'background', startedAt: 0.5, seconds: 10, result: 'passed' },
        { name: 'e2e', how: 'alone', startedAt: undefined, seconds: undefined, result: 'skipped' },
      ],
    });
    expect(table.split('\n')).toEqual([
      '  stage   runs         started      took  result',
      '  lint    background     0.5 s    10.0 s  passed',
      '  e2e     alone                           skipped',
      '  in all                          12.3 s',
    ]);
  });
});
