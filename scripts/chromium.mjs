// One place for how every tool (Vitest browser mode, Playwright, Lighthouse) finds and starts
// Chromium. Nothing here downloads a browser: it comes from CHROME_PATH or Debian's package.
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

/** The browser to drive: `CHROME_PATH` when set, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROME_PATH || debianChromium;
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
