import { defineConfig } from 'tsup';
// @ts-expect-error: a plain script shared with the server-render check, without types.
import { markClientModules } from './scripts/markClientModules.mjs';

export default defineConfig({
  // One module per component folder, re-exported by index.js: with `sideEffects: false` a
  // consumer's bundler then drops every component it does not import (styled-components'
  // definitions are calls, which a single-file bundle could never shake out).
  entry: ['src/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  splitting: true,
  // One declaration file, for the one entry the package exports: the folders' entries exist for
  // tree-shaking, and declarations for each of them took most of the build.
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', 'dompurify', 'uqr'],
  onSuccess: async () => markClientModules('dist'),
});
