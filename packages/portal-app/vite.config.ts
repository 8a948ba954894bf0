import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { areaTablePreload } from './build/areaTablePreload';
import { areaChunkExclusions, findUpFrontModules, pages, sharedChunkGroups } from './build/sharedChunks';
import { routerTreeShaking } from './build/routerTreeShaking';
import { startScriptsAfterFirstPaint } from './build/startScriptPriority';
import { workspaceResolve } from './build/workspaceResolve';
import { corePaths } from './src/portal/shared/routeTable/corePaths';

// Filled while the build transforms the portal's modules, read when it makes the chunks.
const leftOutOfAreas = new Set<string>();

// `pnpm dev` talks to a backend on another port: the demo server by default, or any
// deployment's gateway through STUDY_PORTAL_BACKEND.
const backend = process.env.STUDY_PORTAL_BACKEND ?? 'http://127.0.0.1:4173';

export default defineConfig(async ({ command }) => ({
  plugins: [
    react(),
    areaChunkExclusions(leftOutOfAreas),
    areaTablePreload({ page: pages.index, areaTable: '/src/portal/app/routeTable/areaRoutes.ts', corePaths }),
    startScriptsAfterFirstPaint(),
    routerTreeShaking(),
  ],
  resolve: workspaceResolve,
  server: {
    proxy: {
      '/pcApi': { target: backend, changeOrigin: true },
      '/apiLive': { target: backend, changeOrigin: true },
      // The demo server's own pages and files, so sign-in and videos work in development too.
      '/sso': { target: backend, changeOrigin: true },
      '/demo-media': { target: backend, changeOrigin: true },
      '/__demo': { target: backend, changeOrigin: true },
      // The demo server adds its own password key to the deployment file (a real gateway that
      // serves none leaves the portal on its defaults, without a key).
      '/portal-config.json': { target: backend, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Lets `pnpm bench` tell route chunks from the entry and its shared imports.
    manifest: true,
    modulePreload: {
      // Every browser the build targets (es2022) knows modulepreload natively.
      polyfill: false,
      // Vite's default: a lazily loaded screen asks for its chunk and every chunk that chunk
      // imports at once, instead of discovering them a level at a time (four round trips on the
      // course list). The lists live in the chunk doing the import: most in the area route
      // table, which only area pages load, so the home page's up-front weight hardly moves.
    },
    rollupOptions: {
      // Two pages: the learner portal, and the admin site it opens in a new tab (served at
      // /admin/). Neither imports the other, so each page loads only its own chunks.
      input: pages,
      ...(command === 'build' ? { output: { codeSplitting: sharedChunkGroups(await findUpFrontModules(import.meta.dirname), leftOutOfAreas) } } : {}),
    },
  },
}));
