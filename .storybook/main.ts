import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../ui-kit/src/**/*.mdx',
    '../app/src/**/*.mdx',
    '../ui-kit/src/**/*.stories.@(ts|tsx)',
    '../app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // mockServiceWorker.js for MSW, and the app's public folder for the logo.
  staticDirs: ['./static', '../app/public'],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
  },
};

export default config;
