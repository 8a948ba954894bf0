// `pnpm bench`: how heavy and how fast the portal is. Builds the portal, measures what the
// home page loads up front and the largest route chunk, runs Lighthouse (mobile) on each main
// screen against the demo server, prints the figures and writes bench/results.json.
// It asserts nothing: budgets are read by people, not enforced by tests.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { build as viteBuild } from 'vite';
import { kb, measureBuild, portalDist, sizeBudgets, sizeOf, sumOf } from './bundleSizes.mjs';
import { chromiumArgs, assertChromium } from './chromium.mjs';
import { ensurePnpm, root, run } from './pnpm.mjs';

/**
 * The main screens Lighthouse visits. Signed-in screens are opened as the SSO site returns to
 * them, with a fresh demo learner's `?token=` (removed by the portal before it renders).
 */
const screens = [
  { name: 'home', path: '/index' },
  { name: 'courseList', path: '/commendIndex', signedIn: true },
  { name: 'courseDetail', path: '/coursedetail?id=c01', signedIn: true },
  { name: 'studyCentre', path: '/personalCenter', signedIn: true },
  { name: 'quiz', path: '/spiceAnswer/spiceAnswerStart?examId=exam-fun-001', signedIn: true },
  { name: 'classDetail', path: '/projectDetail?id=tbtp-02', signedIn: true },
  { name: 'videoStudy', path: '/subcourse?id=c15', signedIn: true },
  { name: 'search', path: `/search?k=${encodeURIComponent('学习')}&t=kc`, signedIn: true },
  { name: 'annualStatement', path: '/personalYearStuday', signedIn: true },
  // On a phone at 390 px: the home page, the signed-in learner's own home, and an older
  // learner with the elder mode on (remembered in its cookie).
  { name: 'homePhone', path: '/index', screen: { width: 390, height: 844, deviceScaleFactor: 3 } },
  { name: 'myHomePhone', path: '/home', signedIn: true, screen: { width: 390, height: 844, deviceScaleFactor: 3 } },
  { name: 'homeElderPhone', path: '/index', elderMode: true, screen: { width: 390, height: 844, deviceScaleFactor: 3 } },
];
/**
 * The floor (bench/floor): React, the router, styled-components, SWR and ky drawing a page of
 * the home page's shape from the same demo backend, with none of our code. Measured in the same
 * run and the same browser, so every screen's figures can be read as a ratio to it: a slower
 * machine or another Chromium moves both.
 */
const floor = { name: 'floor', path: '/index' };
const floorDir = join(root, 'bench/floor');
/** The cookie in which the portal remembers the elder mode (packages/ui ElderMode). */
const elderModeCookie = 'sp-elder-mode';
const budgets = { ...sizeBudgets, emptyStateConsumerGzipKB: 6, performance: 95, accessibility: 100 };
const port = Number(process.env.BENCH_PORT ?? 4320);
// Lighthouse's simulated timings move by a few points from one run to the next on the same
// build; BENCH_RUNS=3 loads each screen three times and reports the median run.
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
// BENCH_SCREENS=home,quiz measures only those screens (and the floor): two builds compared on one
// screen, run after run, before the whole bench.
const onlyScreens = process.env.BENCH_SCREENS?.split(',').map((name) => name.trim()).filter(Boolean);
const measuredScreens = onlyScreens ? screens.filter((screen) => onlyScreens.includes(screen.name)) : screens;
const dist = portalDist;
/** Where each measured site is served from, and the build it serves. */
const sites = {
  portal: { port, dist },
  floor: { port: port + 1, dist: join(root, 'bench/floor/dist') },
};

const env = ensurePnpm();
const chromiumVersion = execFileSync(assertChromium(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
run('pnpm', ['--filter', '@study-portal/portal-app...', '--filter', '@study-portal/demo-server', 'build'], env);

/**
 * What a tenant portal pays for importing only EmptyState from the published ui package:
 * a minified bundle of React + styled-components rendering EmptyState (from ui's dist, as a
 * consumer gets it), minus the same bundle rendering a plain styled div.
 */
async function consumerCost() {
  const entries = {
    baseline: `import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
const Box = styled.div\`min-height: 239px;\`;
createRoot(document.body).render(<Box>暂无数据</Box>);`,
    emptyState: `import { createRoot } from 'react-dom/client';
import { EmptyState } from '@study-portal/ui';
createRoot(document.body).render(<EmptyState />);`,
  };
  const sizesOf = {};
  for (const [name, code] of Object.entries(entries)) {
    const output = await viteBuild({
      configFile: false,
      logLevel: 'silent',
      root: join(root, 'packages/portal-app'),
      resolve: { alias: { '@study-portal/ui': join(root, 'packages/ui/dist/index.js') } },
      plugins: [
        {
          name: 'consumer-entry',
          resolveId: (id) => (id === 'virtual:consumer.jsx' ? '\0consumer.jsx' : undefined),
          load: (id) => (id === '\0consumer.jsx' ? code : undefined),
        },
      ],
      oxc: { jsx: { runtime: 'automatic' } },
      build: { write: false, minify: true, rollupOptions: { input: 'virtual:consumer.jsx' } },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
    const source = Buffer.from(chunks.map((chunk) => chunk.code).join('\n'));
    sizesOf[name] = { raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  }
  return {
    baseline: sizesOf.baseline,
    withEmptyState: sizesOf.emptyState,
    addedGzip: sizesOf.emptyState.gzip - sizesOf.baseline.gzip,
  };
}

/**
 * Builds the floor app into bench/floor/dist. Its libraries are the portal's own copies: a bare
 * import resolves as if from the portal's package, or from the clients' for ky, so the floor
 * cannot drift to other versions.
 */
async function buildFloor() {
  const owners = ['packages/portal-app/package.json', 'packages/api/package.json'].map((file) => join(root, file));
  await viteBuild({
    configFile: false,
    logLevel: 'warn',
    root: floorDir,
    plugins: [
      {
        name: 'floor-resolves-like-the-portal',
        enforce: 'pre',
        async resolveId(id, importer) {
          if (!importer || id.startsWith('.') || id.startsWith('/') || id.startsWith('\0') || owners.includes(importer)) return null;
          for (const owner of owners) {
            const resolved = await this.resolve(id, owner, { skipSelf: true });
            if (resolved) return resolved;
          }
          return null;
        },
      },
    ],
    // As the portal resolves it (packages/portal-app/build/workspaceResolve.ts): SWR gets
    // React's own store hook, not the shim for React before 18.
    resolve: { alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }] },
    oxc: { jsx: { runtime: 'automatic' } },
    build: { outDir: sites.floor.dist, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
}

const { upFrontJs, upFrontCss, routeChunks } = measureBuild(dist);

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The demo server did not answer at ${url}`);
}

/**
 * Sets or clears the elder-mode cookie in the browser Lighthouse drives (its default context),
 * through Playwright's CDP connection. Lighthouse resets a page's storage before it loads it,
 * but leaves cookies alone.
 */
async function setElderMode(chromePort, on) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const [context] = browser.contexts();
    if (on) await context.addCookies([{ name: elderModeCookie, value: '1', url: `http://127.0.0.1:${port}` }]);
    else await context.clearCookies({ name: elderModeCookie });
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run on one screen, signed in afresh where the screen needs it. */
async function measureScreen(chromePort, screen, site = sites.portal) {
  let url = `http://127.0.0.1:${site.port}${screen.path}`;
  await setElderMode(chromePort, Boolean(screen.elderMode));
  if (screen.signedIn) {
    const reply = await fetch(`http://127.0.0.1:${port}/__demo/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'learner' }),
    });
    const { token } = await reply.json();
    url += `${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  }
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(screen.screen ? { screenEmulation: { mobile: true, disabled: false, ...screen.screen } } : {}),
  });
  // Every script the page fetched while Lighthouse watched it load (entry, preloads, the
  // route's lazy chunks), sized from the build like the up-front files.
  const scripts = [
    ...new Set(
      (lhr.audits['network-requests'].details?.items ?? [])
        .filter((request) => request.resourceType === 'Script' && new URL(request.url).pathname.startsWith('/assets/'))
        .map((request) => new URL(request.url).pathname.replace(/^\//, '')),
    ),
  ].map((file) => sizeOf(file, site.dist));
  return {
    screen: screen.name,
    url: screen.path,
    loadedJs: { ...sumOf(scripts), files: scripts.length },
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    // How fast this machine ran Lighthouse's own benchmark: the simulation multiplies the CPU
    // time it observed by four whatever the machine, so a slower run scores lower.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    failedAccessibilityAudits: Object.values(lhr.audits)
      .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
      .map((audit) => audit.id),
  };
}

/** A demo server serving a site's build on its port. */
function startDemoServer(site) {
  return spawn(process.execPath, ['packages/demo-server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(site.port), STATIC_DIR: site.dist },
    stdio: 'ignore',
  });
}

/** Lighthouse on every screen and on the floor, BENCH_RUNS times each, in one browser. */
async function lighthouseScores() {
  const chromePath = assertChromium();
  const servers = Object.values(sites).map(startDemoServer);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  /** The median run by performance score, with every run's score beside it. */
  const measure = async (screen, site) => {
    const measured = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measureScreen(chrome.port, screen, site));
    measured.sort((a, b) => a.performance - b.performance);
    const median = measured[Math.floor(measured.length / 2)];
    return { ...median, ...(runs > 1 ? { performanceRuns: measured.map((result) => result.performance) } : {}) };
  };
  try {
    for (const site of Object.values(sites)) {
      await waitForServer(`http://127.0.0.1:${site.port}/index`);
      // The server compresses the build after it starts; measured meanwhile, the first screens
      // shared the cores with that work and scored lower than the same screens a minute later.
      await fetch(`http://127.0.0.1:${site.port}/__demo/ready`);
    }
    const floorResult = await measure(floor, sites.floor);
    const results = [];
    for (const screen of measuredScreens) results.push(await measure(screen, sites.portal));
    return { floor: floorResult, screens: results };
  } finally {
    await chrome.kill();
    for (const server of servers) server.kill();
  }
}

/** A screen's figure over the floor's, to two places (no ratio when the floor's is zero). */
const ratio = (value, floorValue) => (floorValue > 0 ? Number((value / floorValue).toFixed(2)) : null);

const jsTotal = sumOf(upFrontJs);
const cssTotal = sumOf(upFrontCss);
const emptyStateConsumer = await consumerCost();
await buildFloor();
const { floor: floorResult, screens: screenResults } = await lighthouseScores();
const lighthouseResults = screenResults.map((result) => ({
  ...result,
  toFloor: { performance: ratio(result.performance, floorResult.performance), tbt: ratio(result.tbtMs, floorResult.tbtMs), lcp: ratio(result.lcpMs, floorResult.lcpMs) },
}));

const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  budgets,
  homeUpFront: {
    requests: upFrontJs.length + upFrontCss.length,
    javascript: { ...jsTotal, files: upFrontJs },
    css: { ...cssTotal, files: upFrontCss },
  },
  largestRouteChunk: routeChunks[0] ?? null,
  routeChunks,
  emptyStateConsumer,
  chromium: chromiumVersion,
  floor: floorResult,
  lighthouse: lighthouseResults,
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log('\nHome page, loaded up front by index.html');
console.log(`  JavaScript: ${kb(jsTotal.raw)} raw, ${kb(jsTotal.gzip)} gzip, ${kb(jsTotal.brotli)} brotli in ${upFrontJs.length} file(s)  (budget ${budgets.upFrontJsGzipKB} KB gzip)`);
console.log(`  CSS:        ${kb(cssTotal.raw)} raw, ${kb(cssTotal.gzip)} gzip, ${kb(cssTotal.brotli)} brotli in ${upFrontCss.length} file(s)`);
console.log(`  Requests:   ${results.homeUpFront.requests}`);
if (routeChunks[0]) {
  const largest = routeChunks[0];
  console.log(`Largest route chunk (${largest.page}): ${largest.source} → ${largest.file}: ${kb(largest.raw)} raw, ${kb(largest.gzip)} gzip, ${kb(largest.brotli)} brotli  (budget ${budgets.routeChunkGzipKB} KB gzip)`);
}
console.log(
  `A consumer importing only EmptyState: +${kb(emptyStateConsumer.addedGzip)} gzip over React + styled-components ` +
    `(${kb(emptyStateConsumer.withEmptyState.gzip)} vs ${kb(emptyStateConsumer.baseline.gzip)}; budget 6 KB)`,
);
console.log(`Lighthouse (mobile emulation), ${chromiumVersion}; each screen's TBT and LCP also as a ratio to the floor's`);
const line = (result) =>
  `  ${result.screen.padEnd(15)} performance ${result.performance}` +
  (result.performanceRuns ? ` (median of ${result.performanceRuns.join(', ')})` : '') +
  `, accessibility ${result.accessibility}` +
  `  (LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}, machine benchmark index ${result.benchmarkIndex})`;
console.log(`${line(floorResult)}  ← the floor: ${kb(floorResult.loadedJs.gzip)} of JavaScript`);
for (const result of lighthouseResults) {
  console.log(
    `${line(result)}  floor × score ${result.toFloor.performance ?? '–'}, TBT ${result.toFloor.tbt ?? '–'}, LCP ${result.toFloor.lcp ?? '–'}` +
      (result.failedAccessibilityAudits.length ? `  failed: ${result.failedAccessibilityAudits.join(', ')}` : ''),
  );
}
console.log('\nWritten to bench/results.json');
