// `npm start`: from a fresh clone to the portal running on the embedded demo backend.
import { spawn } from 'node:child_process';
import { ensurePnpm, installAndBuild, root } from './pnpm.mjs';

const env = ensurePnpm();
installAndBuild(env);

const server = spawn(process.execPath, ['packages/demo-server/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
