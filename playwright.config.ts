import { defineConfig, devices } from '@playwright/test';
import { playwrightChromiumArgs, testChromiumPath } from './scripts/chromium.mjs';
import { cpuSlowdown } from './e2e/slowMachine';

// The e2e suite runs against the built portal on the demo server, on a port of its own so a
// running `npm start` is left alone.
const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, so a race met once does not hold back finished work; the flaky reporter
  // names every test that needed it (docs/testing.md). Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000 * cpuSlowdown,
  expect: { timeout: 5_000 * cpuSlowdown },
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list'], ['./e2e/flakyReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // Recording every test to keep only the failures' traces costs the suite a good share of its
    // time (docs/testing.md#browsers-in-the-e2e-suite). On CI a failing test is run again (retries
    // above), and that run is recorded; locally, where a failure is final, every test is.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testChromiumPath(), args: playwrightChromiumArgs() },
      },
    },
  ],
  webServer: {
    command: 'node packages/demo-server/dist/server.js',
    url: `http://127.0.0.1:${port}/index`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
