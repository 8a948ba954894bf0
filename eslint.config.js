import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // "Still loading" is said one way, by the kit's Loading: it gives screen readers the status and
    // the first-screen watcher the loading signal (docs/architecture.md#still-loading).
    files: ['packages/portal-app/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='aria-busy']", message: "Wrap what is loading in the kit's Loading instead of marking it aria-busy." },
        { selector: "JSXElement:has(JSXAttribute[name.name='role'][value.value='status']) > JSXText[value=/正在加载|正在进入/]", message: "Announce loading with the kit's Loading (its label)." },
      ],
    },
  },
);
