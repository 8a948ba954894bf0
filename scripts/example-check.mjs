// `pnpm example-check`: builds the example tenant portal (examples/tenant-portal) the way
// another academy would, from the packed tarballs and never from the workspace. For each way of
// packing (npm and pnpm, left in .packs/ by `pnpm pack-check`) it copies the example to a folder
// outside the repository, so that nothing resolves through the workspace's node_modules,
// installs it with npm, type-checks it in strict mode with exactOptionalPropertyTypes (and,
// with the same settings, every snippet of the READMEs, scripts/readme-snippets.mjs), builds it
// with Vite, renders a page in plain Node through the fake backend, and opens the build in
// Chromium at desk and phone widths (docs/releasing.md).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, testChromiumPath } from './chromium.mjs';
import { packsDir } from './packages.mjs';
import { ensurePnpm, root, run, runTogether } from './pnpm.mjs';
import { writeSnippets } from './readme-snippets.mjs';

const env = ensurePnpm();
const example = join(root, 'examples', 'tenant-portal');
const tools = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['npm', 'pnpm'];

/** The example's manifest with our packages taken from the tarballs of one way of packing. */
function manifestFrom(tool) {
  const dir = join(packsDir, tool);
  if (!existsSync(dir)) throw new Error(`No tarballs in ${dir}: run \`pnpm pack-check\` first.`);
  const manifest = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'));
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.tgz'))) {
    const name = `@study-portal/${file.replace(/^study-portal-/, '').replace(/-\d+\.\d+\.\d+.*\.tgz$/, '')}`;
    if (name in manifest.dependencies) manifest.dependencies[name] = `file:${join(dir, file)}`;
  }
  return manifest;
}

/** Serves the built example with Vite's preview server; resolves with its address and a stop function. */
async function preview(dir) {
  const port = await freePort();
  return new Promise((resolve, reject) => {
    // Vite itself, not through npx, so that stopping the child stops the server.
    const child = spawn(join(dir, 'node_modules', '.bin', 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: dir, env });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`vite preview did not start within a minute:\n${output}`));
    }, 60_000);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const address = /http:\/\/127\.0\.0\.1:\d+\//.exec(stripVTControlCharacters(output));
      if (address) {
        clearTimeout(timer);
        resolve({ url: address[0], stop: () => child.kill() });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`vite preview exited (${code}):\n${output}`)));
  });
}

/** A port nothing listens on now, from the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Opens the built example in Chromium and checks what a learner would see, at two widths. */
async function smoke(dir) {
  const server = await preview(dir);
  const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs });
  const problems = [];
  try {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const page = await browser.newPage({ viewport });
      page.on('pageerror', (error) => problems.push(`${viewport.width}px page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${viewport.width}px console error: ${message.text()} (${message.location().url})`);
      });
      await page.goto(server.url);
      await page.getByRole('heading', { level: 1, name: '推荐课程' }).waitFor();
      const courses = page.getByRole('region', { name: '推荐课程' }).getByRole('link');
      await courses.first().waitFor();
      const courseCount = await courses.count();
      const notices = page.getByRole('region', { name: '通知公告' }).getByRole('listitem');
      await notices.first().waitFor();
      const noticeCount = await notices.count();
      const theme = await page.locator('[data-sp-root]').first().getAttribute('data-theme');
      const menuButton = await page.getByRole('button', { name: /菜单/ }).count();
      if (viewport.width < 1024 && menuButton === 0) problems.push('390px: the phone header has no menu button');
      await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
        return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      });
      problems.push(...violations.map((violation) => `${viewport.width}px axe ${violation}`));
      console.log(`  ${viewport.width}px: ${courseCount} course links, ${noticeCount} notices, theme ${theme}, ${violations.length} axe violations`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
  if (problems.length > 0) throw new Error(`the example in Chromium:\n${problems.join('\n')}`);
}

for (const tool of tools) {
  const dir = mkdtempSync(join(tmpdir(), `study-portal-example-${tool}-`));
  try {
    console.log(`\n=== the example tenant portal from the ${tool}-packed tarballs, in ${dir}`);
    cpSync(example, dir, { recursive: true, filter: (source) => !/[/\\](node_modules|dist|dist-server)([/\\]|$)/.test(source.slice(example.length)) });
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifestFrom(tool), null, 2)}\n`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], env, dir);
    const snippets = writeSnippets(dir);
    console.log(`\n> the READMEs' snippets: ${Object.entries(snippets).map(([source, count]) => `${count} in ${source}`).join(', ')}`);
    // Two programs with their own settings, each on one core: side by side.
    await runTogether(
      [
        ['npm', ['run', 'typecheck']],
        ['npx', ['tsc', '-p', 'tsconfig.snippets.json']],
      ],
      env,
      dir,
    );
    run('npm', ['run', 'build', '--', '--logLevel', 'warn'], env, dir);
    run('npm', ['run', 'server-render'], env, dir);
    console.log('\n> smoke test in Chromium');
    await smoke(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`\n✔ The example tenant portal installs from the ${tools.join(' and ')} tarballs, type-checks strictly, builds, renders on a server and works in Chromium.`);
