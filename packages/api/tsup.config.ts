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
  // jsencrypt's published ES module imports its files without extensions, which Node's loader
  // refuses: bundled here, the password encryption and the fake backend load in plain Node too.
  noExternal: ['jsencrypt'],
});
