import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  // The workspace's packages are read from their sources (the `@study-portal/source` export
  // condition, docs/adr/0021). Tests in Node and jsdom resolve as a server does, so `ws` and
  // the like keep their Node builds; the stories' browser has its own conditions below.
  ssr: { resolve: { conditions: ['@study-portal/source', ...defaultServerConditions] } },
  test: {
    // A worker a core for the unit and logic tests, and a browser page a core for the stories:
    // Vitest's default leaves one free, which on two cores is half the machine.
    maxWorkers: availableParallelism(),
    // The test files of a worker share one module graph and one document instead of loading
    // both afresh for each file, which took most of the run. What a test changes it undoes: the
    // setup file cleans the document and both storages after each test, stories reset the fake
    // backend and the session before each. A test that passes only on fresh modules is a bug
    // (docs/testing.md#shared-modules).
    isolate: false,
    projects: [
      {
        extends: true,
        resolve: {
          // jsdom stands in for a browser, so components must get styled-components' browser
          // build, which injects styles into the document (the Node build renders none).
          alias: { 'styled-components': 'styled-components/dist/styled-components.browser.esm.js' },
          // The workspace's sources, and Node's builds of the rest (`ws` has only a stub for browsers).
          conditions: ['@study-portal/source', ...defaultServerConditions],
        },
        test: {
          name: 'unit',
          // jsdom with axe checks runs several seconds per test when the two CI cores are also
          // driving Chromium for the stories; a slow pass is not a failure.
          testTimeout: 20_000,
          server: { deps: { inline: ['styled-components', 'jsencrypt'] } },
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        // Rules, contracts and servers (*.test.ts) need no document: Node runs them without
        // building a jsdom per file. A file that does need one says so in its first line
        // (`// @vitest-environment jsdom`).
        extends: true,
        resolve: { conditions: ['@study-portal/source', ...defaultServerConditions] },
        test: {
          name: 'logic',
          testTimeout: 20_000,
          server: { deps: { inline: ['jsencrypt'] } },
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/build/*.test.ts', 'scripts/checks/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir, storybookScript: 'pnpm storybook --ci' })],
        resolve: { conditions: ['@study-portal/source', ...defaultClientConditions] },
        // Pre-bundle every dependency a story reaches, so Vite never re-optimises in the middle
        // of a run (which fails the stories loading at that moment).
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'styled-components',
            '@study-portal/ui > dompurify',
            '@study-portal/ui > uqr',
            '@study-portal/api > jsencrypt',
            '@study-portal/api > valibot',
            '@study-portal/api > swr',
            '@study-portal/api > ky',
            '@study-portal/portal-app > react-router-dom',
            'msw',
            'msw/browser',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
