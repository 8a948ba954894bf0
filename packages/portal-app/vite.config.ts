import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `pnpm dev` talks to a backend on another port: the demo server by default, or any
// deployment's gateway through STUDY_PORTAL_BACKEND.
const backend = process.env.STUDY_PORTAL_BACKEND ?? 'http://127.0.0.1:4173';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/pcApi': { target: backend, changeOrigin: true },
      '/apiLive': { target: backend, changeOrigin: true },
      // The demo server's own pages and files, so sign-in and videos work in development too.
      '/sso': { target: backend, changeOrigin: true },
      '/demo-media': { target: backend, changeOrigin: true },
      '/__demo': { target: backend, changeOrigin: true },
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
      // index.html still preloads what the first screen needs. A lazily loaded route's own
      // imports are not listed in the entry: with a hundred routes those lists weighed more
      // than the route table itself, on every first visit, for pages most visitors never open.
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    rollupOptions: {
      // Two pages: the learner portal, and the admin site it opens in a new tab (served at
      // /admin/). Neither imports the other, so each page loads only its own chunks.
      input: { index: 'index.html', admin: 'admin.html' },
    },
  },
});
