import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

const linguiConfig = new URL('./lingui.config.ts', import.meta.url).pathname;

/**
 * The Vite plugins every React build of this repository needs: the SPA, Storybook and the Vitest
 * projects. `failOnMissing` turns a missing French translation into a build error.
 */
export function reactPlugins({ failOnMissing = false } = {}): PluginOption[] {
  return [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: linguiConfig, failOnMissing }),
    tailwindcss(),
  ];
}

export { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
