import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'simulator/index': 'src/simulator/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['ws'],
});
