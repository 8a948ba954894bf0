import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { areaTablePreload } from './areaTablePreload';
import { portalAreas } from './areas';
import { chunksOf, staticClosure } from './chunkGraph';
import { routerTreeShaking } from './routerTreeShaking';
import { areaChunkExclusions, sharedChunkGroups } from './sharedChunks';
import { startScriptsAfterFirstPaint } from './startScriptPriority';

/** A chunk as the bundler reports it, with only what the plugins read. */
const chunk = (fileName: string, imports: string[] = [], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, moduleIds: [], isEntry: false, facadeModuleId: null, ...extra }) as unknown as Rolldown.OutputChunk;

/** Calls a plugin's hook, in either of the two forms Vite accepts. */
function hookOf<T>(hook: unknown): T {
  return (typeof hook === 'function' ? hook : (hook as { handler: T }).handler) as T;
}

describe('the chunk graph', () => {
  it('keeps the chunks of a bundle and leaves its assets', () => {
    const asset = { type: 'asset', fileName: 'logo.svg' } as Rolldown.OutputAsset;
    expect(chunksOf([chunk('a.js'), asset]).map((file) => file.fileName)).toEqual(['a.js']);
  });

  it('follows static imports from the starting chunks, each chunk once, cycles included', () => {
    const chunks = [chunk('entry.js', ['react.js', 'kit.js']), chunk('kit.js', ['react.js', 'entry.js']), chunk('react.js'), chunk('screen.js', ['kit.js'])];
    const reached = staticClosure(chunks, [chunks[0]!]).map((file) => file.fileName).sort();
    expect(reached).toEqual(['entry.js', 'kit.js', 'react.js']);
  });
});

describe('the areas read from the folders', () => {
  it('are the folders that hold a route table, sorted', () => {
    const root = mkdtempSync(join(tmpdir(), 'areas-'));
    for (const folder of ['live', 'app', 'courses', 'layouts']) mkdirSync(join(root, folder));
    writeFileSync(join(root, 'live', 'routes.tsx'), '');
    writeFileSync(join(root, 'courses', 'routes.tsx'), '');
    writeFileSync(join(root, 'app', 'portalRoutes.tsx'), '');
    writeFileSync(join(root, 'routes.tsx'), '');
    try {
      expect(portalAreas(root)).toEqual(['courses', 'live']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the shared chunk groups', () => {
  const src = '/repo/packages/portal-app/src';
  const upFront = { portal: new Set([`${src}/portal/main.tsx`, '/repo/node_modules/react/index.js']), shared: new Set(['/repo/node_modules/react/index.js']) };
  const leftOut = new Set([`${src}/portal/courses/CourseDetail/CourseAbout.tsx`]);
  const { groups } = sharedChunkGroups(upFront, leftOut);
  /** The first group, by priority, whose test takes the module, and the name it gives it. */
  const groupOf = (id: string) => {
    const group = [...groups].sort((a, b) => b.priority - a.priority).find((candidate) => candidate.test(id));
    return group === undefined ? undefined : typeof group.name === 'function' ? group.name(id) : group.name;
  };

  it('put what the portal loads up front and other chunks share in one start chunk, and nothing else of the up-front set later', () => {
    expect(groupOf('/repo/node_modules/react/index.js')).toBe('portal-start');
    expect(groupOf(`${src}/portal/main.tsx`)).toBeUndefined();
  });

  it('give each area its own group, named after its folder', () => {
    expect(groupOf(`${src}/portal/courses/courseFacts.ts`)).toBe('courses-shared');
    expect(groupOf(`${src}/portal/studyCentre/certificates/CertificatesPanel.tsx`)).toBe('studyCentre-shared');
    expect(groupOf(`${src}/session/signOut.ts`)).toBe('session-shared');
  });

  it('keep out of the area groups what an area chunk must leave out, and the folders that are no area', () => {
    expect(groupOf(`${src}/portal/courses/CourseDetail/CourseAbout.tsx`)).toBeUndefined();
    expect(groupOf(`${src}/portal/layouts/PortalFrame/Footer.tsx`)).toBeUndefined();
  });

  it('put every address module in one group apart from the areas', () => {
    expect(groupOf(`${src}/portal/classes/addresses.ts`)).toBe('addresses');
    expect(groupOf(`${src}/portal/shared/address.ts`)).toBe('addresses');
  });

  it('split the kit into its controls and the rest, its large parts in neither', () => {
    expect(groupOf('/repo/packages/ui/src/Select/Select.tsx')).toBe('ui-controls');
    expect(groupOf('/repo/packages/ui/src/CourseCard/CourseCard.tsx')).toBe('ui-kit');
    expect(groupOf('/repo/packages/ui/src/RichText/RichText.tsx')).toBeUndefined();
    expect(groupOf('/repo/packages/api/src/contract/course/index.ts')).toBe('api-kit');
    expect(groupOf(`${src}/components/LoadFailed/LoadFailed.tsx`)).toBe('portal-kit');
  });
});

describe('the area chunk exclusions', () => {
  const transform = (plugin: Plugin, code: string, id: string) => hookOf<(code: string, id: string) => unknown>(plugin.transform).call({}, code, id);

  it('note the portal modules that use a large kit part or the category rules, and change no code', () => {
    const found = new Set<string>();
    const plugin = areaChunkExclusions(found);
    const src = '/repo/packages/portal-app/src/portal';
    expect(transform(plugin, "import { RichText } from '@study-portal/ui';", `${src}/live/LiveAbout.tsx`)).toBeNull();
    transform(plugin, "import { categoryTree } from '../categoryTree';", `${src}/courses/CourseGrid/CourseGrid.tsx`);
    transform(plugin, "import { Button } from '@study-portal/ui';", `${src}/live/LiveCard.tsx`);
    transform(plugin, "import { RichText } from './RichText';", '/repo/packages/ui/src/index.ts');
    transform(plugin, "const Browser = lazy(() => import('../CategoryBrowser'));", `${src}/courses/CourseIndex.tsx`);
    expect([...found].sort()).toEqual([`${src}/courses/CourseGrid/CourseGrid.tsx`, `${src}/courses/CourseIndex.tsx`, `${src}/live/LiveAbout.tsx`]);
  });

  it('go by what a module imports, not by words in its comments or texts', () => {
    const found = new Set<string>();
    const plugin = areaChunkExclusions(found);
    const src = '/repo/packages/portal-app/src/portal';
    transform(plugin, "// Unlike RichText, this shows plain text.\nexport const hint = 'QRCode';", `${src}/live/LiveHint.ts`);
    transform(plugin, "/* import('./categoryTree') */ import { Button as RichText } from '@study-portal/ui';", `${src}/live/LiveButton.tsx`);
    expect([...found]).toEqual([]);
  });
});

describe('the area table preload', () => {
  const plugin = areaTablePreload({ page: 'index.html', areaTable: '/src/portal/app/routeTable/areaRoutes.ts', corePaths: ['/index', '/public'] });
  hookOf<(config: { base: string }) => void>(plugin.configResolved)({ base: '/portal/' });
  const handler = hookOf<(html: string, context: { filename: string; bundle?: Record<string, unknown> }) => unknown>(plugin.transformIndexHtml);
  const bundle = {
    'index.js': chunk('index.js', ['start.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
    'start.js': chunk('start.js'),
    'areaRoutes.js': chunk('areaRoutes.js', ['addresses.js', 'start.js'], { facadeModuleId: '/app/src/portal/app/routeTable/areaRoutes.ts' }),
    'addresses.js': chunk('addresses.js'),
  };

  it("asks for the area table and what it imports that the entry does not, on area addresses only", () => {
    const [tag] = handler('<html></html>', { filename: '/app/index.html', bundle }) as [{ tag: string; children: string; injectTo: string }];
    expect(tag.tag).toBe('script');
    expect(tag.injectTo).toBe('head');
    expect(tag.children).toContain('["/portal/areaRoutes.js","/portal/addresses.js"]');
    expect(tag.children).not.toContain('start.js');
    expect(tag.children).toContain('["/index","/public"].indexOf(location.pathname)>=0)return');
  });

  it('leaves the other pages alone, and fails the build when the table has no chunk', () => {
    expect(handler('<html></html>', { filename: '/app/admin.html', bundle })).toBe('<html></html>');
    const withoutTable = { 'index.js': bundle['index.js'], 'start.js': bundle['start.js'] };
    expect(() => handler('<html></html>', { filename: '/app/index.html', bundle: withoutTable })).toThrow(/no chunk for \/src\/portal\/app\/routeTable\/areaRoutes\.ts/);
  });
});

describe('the start scripts after the first paint', () => {
  const handler = hookOf<(html: string) => string>(startScriptsAfterFirstPaint().transformIndexHtml);

  it('lowers the priority of module scripts and preloads, once', () => {
    const html = '<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="modulepreload" fetchpriority="high" href="/c.js"><script src="/plain.js"></script>';
    expect(handler(html)).toBe(
      '<script type="module" fetchpriority="low" src="/a.js"></script><link rel="modulepreload" fetchpriority="low" href="/b.js"><link rel="modulepreload" fetchpriority="high" href="/c.js"><script src="/plain.js"></script>',
    );
    expect(handler(handler(html))).toBe(handler(html));
  });
});

describe('React Router in the build', () => {
  const transform = hookOf<(code: string, id: string) => { code: string } | null>(routerTreeShaking().transform);
  const routerModule = '/repo/node_modules/.pnpm/react-router@7/node_modules/react-router/dist/development/chunk-ABC.mjs';
  const published = [
    'var Link = React10.forwardRef(',
    '  function LinkWithRef() {}',
    ');',
    'Link.displayName = "Link";',
    'var RouteContext = React.createContext(null);',
    'var isSplat = (s) => s === "*";',
  ].join('\n');

  it('marks its top-level components and contexts pure and drops their developer-tool names, line for line', () => {
    const result = transform(published, routerModule);
    expect(result?.code.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'var isSplat = (s) => s === "*";',
    ]);
  });

  it('leaves every other module alone', () => {
    expect(transform(published, '/repo/packages/portal-app/src/portal/app/App.tsx')).toBeNull();
  });
});
