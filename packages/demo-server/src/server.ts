import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createMockBackend, demoAccounts } from '@study-portal/api/mocks';
import { createDemoServer } from './createDemoServer';
import { demoSettingsFromEnv } from './settings';
import { startupBanner } from './startupBanner';
import { demoBackendOptions, startDemoUkeyService } from './ukeyService';

// Settings come from the environment so `npm start`, the e2e suite and the benchmark can
// each run their own server side by side.
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const backendUrl = process.env.BACKEND_URL ? new URL(process.env.BACKEND_URL) : undefined;

const settings = (() => {
  try {
    return demoSettingsFromEnv(process.env);
  } catch (error) {
    console.error(`[demo-server] ${(error as Error).message}`);
    return process.exit(1);
  }
})();

function builtPortalDir(): string {
  if (process.env.STATIC_DIR) return resolve(process.env.STATIC_DIR);
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@study-portal/portal-app/package.json')), 'dist');
}

const staticDir = builtPortalDir();
if (!existsSync(join(staticDir, 'index.html'))) {
  console.error(`[demo-server] No built portal in ${staticDir}. Run \`pnpm build\` first.`);
  process.exit(1);
}

// The server's own backend (not the shared one Storybook uses), playing the chosen tenant.
const backend = createMockBackend(settings, demoBackendOptions);
const ukeyService = backendUrl ? undefined : await startDemoUkeyService(process.env);
const server = createDemoServer({
  staticDir,
  handlers: backend.handlers,
  ...(backendUrl ? { backendUrl } : { db: backend.db, backendOptions: demoBackendOptions }),
  ...(ukeyService ? { ukeyPort: ukeyService.port } : {}),
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `[demo-server] Port ${port} is in use. Start with another: PORT=4180 npm start`
      : `[demo-server] ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  console.log(startupBanner({ origin, accounts: demoAccounts, settings: backend.db.settings, ...(backendUrl ? { backendUrl } : {}) }));
  if (ukeyService) console.log(`UKEY simulator (for ukeyadmin, PIN ${process.env.DEMO_UKEY_PIN ?? '123456'}): ${ukeyService.url}`);
});

const stop = () => {
  void ukeyService?.close();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
