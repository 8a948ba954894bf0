import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts', 'check/index': 'src/check/index.ts', 'check/cli': 'src/check/cli.ts' },
  format: ['esm'],
  // The command has no types to publish, and it alone needs Node's.
  dts: { entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts', 'check/index': 'src/check/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'swr', 'msw'],
});
