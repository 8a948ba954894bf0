// One place for how every tool (Vitest browser mode, Playwright, Lighthouse) finds and starts
// Chromium. Nothing here downloads a browser: it comes from CHROME_PATH or Debian's package.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const debianChromium = '/usr/bin/chromium';
const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/** The browser to drive: `CHROME_PATH` when set, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROME_PATH || debianChromium;
}

/**
 * The browser the tests drive. Chromium's headless shell, when Debian's package is there, runs
 * pages with the same engine but without the browser window around each one, which was a good
 * part of the CPU an e2e test costs (docs/testing.md#browsers-in-the-e2e-suite); it is the
 * browser Playwright itself uses for headless tests. `CHROME_PATH` still wins, and without the
 * shell the full browser does the same work. The bench measures the full browser, as users have.
 */
export function testChromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(debianHeadlessShell) ? debianHeadlessShell : debianChromium;
}

/** Says what is missing, in words a newcomer can act on, when no browser is found. */
export function assertChromium() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Set CHROME_PATH to a Chrome or Chromium binary, ` +
        'or install Debian\'s package: sudo apt-get install -y chromium',
    );
  }
  return path;
}

// Headless on a closed network: no sandbox as root, no /dev/shm limits, no GPU, and no
// lookups of Google's hosts (they fail and slow every start).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Parts of Chromium's own window that no test sees but every new window prepares: the address
 * bar's popups are web pages of their own, each in a renderer that loads as each browser context
 * opens, costing about as much CPU as the portal's page beside it.
 */
export const unseenWindowParts = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features Playwright itself turns off, read from the playwright-core it runs. Chromium reads
 * only the last `--disable-features`, and Playwright puts its own first: a switch of ours must
 * name Playwright's too, or it would turn them back on. Empty if the list cannot be found.
 */
export function playwrightDisabledFeatures() {
  try {
    const require = createRequire(import.meta.url);
    const core = dirname(require.resolve('playwright-core/package.json', { paths: [dirname(require.resolve('playwright/package.json'))] }));
    const source = readFileSync(join(core, 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1] ?? '';
    return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]);
  } catch {
    return [];
  }
}

/**
 * The launch arguments for a Playwright browser that opens a context per test (the e2e suite):
 * the common ones, and the unseen window parts turned off beside Playwright's own list. Without
 * Playwright's list (a new version laid out otherwise) the switch is left out rather than undo it.
 */
export function playwrightChromiumArgs() {
  const playwrights = playwrightDisabledFeatures();
  return playwrights.length > 0 ? [...chromiumArgs, `--disable-features=${[...playwrights, ...unseenWindowParts].join(',')}`] : chromiumArgs;
}
