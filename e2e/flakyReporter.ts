import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/** The terminal colour codes in Playwright's error messages, unwanted in a text file. */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Names every test that failed and then passed on its retry. CI retries once so that a race
 * does not hold back finished work, but a test that needs the retry is a bug in the test or in
 * the product (docs/testing.md): this list is printed at the end of the run and written to
 * `flaky.txt` in the output folder, so it is read and fixed, never silently accepted.
 */
export default class FlakyReporter implements Reporter {
  private root: Suite | undefined;
  private outputDir = 'test-results';

  onBegin(config: FullConfig, suite: Suite) {
    this.root = suite;
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
  }

  onEnd() {
    const flaky = (this.root?.allTests() ?? []).filter((test) => test.outcome() === 'flaky');
    const lines = flaky.map((test) => this.describe(test));
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(join(this.outputDir, 'flaky.txt'), lines.length > 0 ? `${lines.join('\n')}\n` : '');
    if (lines.length === 0) return;
    console.log(`\n${lines.length} test(s) passed only on retry. Each is a race to fix, not noise:`);
    for (const line of lines) console.log(`  ${line}`);
    console.log(`(written to ${join(relative(process.cwd(), this.outputDir) || '.', 'flaky.txt')})`);
  }

  private describe(test: TestCase) {
    const file = relative(process.cwd(), test.location.file);
    const title = test.titlePath().filter(Boolean).slice(2).join(' › ');
    const failures = test.results.filter((result) => result.status !== 'passed' && result.status !== 'skipped');
    const first = failures[0]?.error?.message?.replace(colourCodes, '').split('\n')[0];
    return `${file}:${test.location.line} ${title}${first ? `  (first attempt: ${first})` : ''}`;
  }
}
