import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/eslint/boundaries.mjs';

/** A part of a styled-components template (or `css`/`keyframes`) whose text matches `pattern`. */
const inStyledTemplate = (pattern) => `TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=${pattern}]`;

/**
 * The portal's styled templates take design values from the kit's tokens: colours, radii,
 * spaces, type sizes and shadows. A hairline (1px) is a border's width, not a space, and layout
 * measures (a column's width, a picture's height) belong to their component.
 */
const styledTemplateRules = [
  { selector: inStyledTemplate(String.raw`/#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/`), message: 'Use a colour token (var(--sp-color-…)), not a colour value.' },
  { selector: inStyledTemplate(String.raw`/radius:[^;]*[0-9](px|em|rem)/`), message: 'Use a radius token (var(--sp-radius-small|control|card|pill)).' },
  {
    selector: inStyledTemplate(String.raw`/(margin|padding|gap|font-size|line-height)[a-z-]*:[^;]*(^|[^0-9.])([02-9]|[1-9][0-9]+)(\.[0-9]+)?px/`),
    message: 'Use a spacing or type token (var(--sp-space-N), var(--sp-font-size-…)), not a px value.',
  },
  { selector: inStyledTemplate(String.raw`/box-shadow:[^;]*[0-9]px/`), message: 'Use a shadow token (var(--sp-shadow-…) or var(--sp-focus-ring)).' },
];

/**
 * The app's layers (docs/architecture.md#boundaries): shared layers both sites use, and per site
 * its composition root and its shared layers; every other folder of a site is an area. An area's face is what other areas may
 * import of it; the root also takes its route table. A `testing` folder anywhere in a site holds
 * story and test helpers.
 */
const appBoundaries = {
  root: 'packages/portal-app/src',
  shared: ['components', 'session', 'startup', 'tenants', 'testing'],
  sites: {
    portal: {
      root: ['app', 'layouts'],
      shared: ['shared'],
    },
    admin: {
      root: ['app', 'layout'],
      shared: ['access', 'components', 'session'],
    },
  },
  faces: ['addresses', 'index'],
  rootFaces: ['routes', 'frontPage'],
};

/** React Router's data-router entry points: each needs createBrowserRouter's state machine. */
const dataRouterApis = [
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'RouterProvider',
  'useMatches',
  'useRouteError',
  'useLoaderData',
  'useActionData',
  'useNavigation',
  'useFetcher',
  'useFetchers',
  'useRevalidator',
  'useBlocker',
  'useSubmit',
  'Form',
  'ScrollRestoration',
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', 'storybook-static/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.storybook/public/**', 'bench/**/*.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // Packages export named things only, so a consumer's import names what it uses.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true, defaultFrom: true, namedFrom: true, namespaceFrom: true } }],
    },
  },
  {
    // Arrows point one way (docs/architecture.md#the-arrows): the libraries never import the app or each other.
    files: ['packages/ui/src/**', 'packages/api/src/**', 'packages/ukey/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@study-portal/*'], message: 'ui, api and ukey import nothing of ours; take the capability as a parameter.' }] }],
    },
  },
  {
    // Layers and areas import each other only as the table above allows, stories and tests too.
    files: ['packages/portal-app/src/**/*.{ts,tsx}'],
    plugins: { 'study-portal': boundariesPlugin },
    rules: { 'study-portal/boundaries': ['error', appBoundaries] },
  },
  {
    // The kit renders on a server without a bundler, where styled-components' default export is
    // another object: its components take `styled` from internal/styled, the one module that
    // reads the default.
    files: ['packages/ui/src/**'],
    ignores: ['packages/ui/src/internal/styled.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@study-portal/*'], message: 'ui, api and ukey import nothing of ours; take the capability as a parameter.' }],
          paths: [{ name: 'styled-components', importNames: ['default'], message: "Import { styled } from the kit's internal/styled, which also renders on a server without a bundler." }],
        },
      ],
    },
  },
  {
    // The sites render their routes with RouteTable inside a BrowserRouter (docs/adr/0037-routes-rendered-from-a-table.md):
    // one import of the data router brings all of it back into the home page's first download.
    files: ['packages/portal-app/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: dataRouterApis,
          message: 'The data router is not part of the shipped sites: render a table with components/RouteTable (useRouteMatches, useRouteFailure).',
        })),
      ],
    },
  },
  {
    // Design values come from the kit's tokens (docs/theming.md#design-values-in-the-portal): in the
    // portal's styled templates a colour, a radius, a space or a type size written as a number
    // would not follow the theme, the tenant or the elder-friendly mode.
    files: ['packages/portal-app/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...styledTemplateRules] },
  },
  {
    // "Still loading" is said one way, by the kit's Loading: it gives screen readers the status and
    // the first-screen watcher the loading signal (docs/architecture.md#still-loading).
    files: ['packages/portal-app/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='aria-busy']", message: "Wrap what is loading in the kit's Loading instead of marking it aria-busy." },
        { selector: "JSXElement:has(JSXAttribute[name.name='role'][value.value='status']) > JSXText[value=/正在加载|正在进入/]", message: "Announce loading with the kit's Loading (its label)." },
        ...styledTemplateRules,
      ],
    },
  },
);
