import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves msw's worker script, which mocks the backend in every story.
  staticDirs: ['./public', { from: '../packages/api/src/mocks/media', to: '/demo-media' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
