import styledComponents from 'styled-components';

/**
 * styled-components' `styled`, the same under a bundler and in plain Node. The package has no
 * `exports` map, so Node's ESM loader gives an `import` its CommonJS build, whose default export
 * is the whole module object with `styled` on its `default`; bundlers unwrap that themselves.
 * The kit imports `styled` from here so that it renders on a server without a bundler.
 */
export const styled: typeof styledComponents =
  (styledComponents as unknown as { default?: typeof styledComponents }).default ?? styledComponents;
