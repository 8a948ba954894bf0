import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Our workspace packages are TypeScript sources: bundle them. msw stays a real dependency.
  noExternal: [/^@study-portal\//],
  external: ['msw', 'ws'],
  esbuildOptions(options) {
    options.conditions = ['@study-portal/source'];
  },
});
