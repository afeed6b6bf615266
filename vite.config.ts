import { defineConfig } from 'vite';
import { reactPlugins } from './vite.shared.ts';

// Used by Storybook (kit and app stories) and by the root Vitest projects that render React.
export default defineConfig({
  plugins: reactPlugins(),
});
