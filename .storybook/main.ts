import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../docs/storybook/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves msw's worker script, which mocks the backend in every story.
  staticDirs: ['./public', { from: '../packages/api/src/mocks/media', to: '/demo-media' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Stories read the workspace's packages from their sources (docs/adr/0021).
  viteFinal: async (viteConfig) => {
    const { defaultClientConditions } = await import('vite');
    return { ...viteConfig, resolve: { ...viteConfig.resolve, conditions: ['@study-portal/source', ...defaultClientConditions] } };
  },
};

export default config;
