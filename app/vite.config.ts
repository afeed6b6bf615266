import { readFileSync } from 'node:fs';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vite';
import { reactPlugins } from '../vite.shared.ts';
import { precompress } from './vite/precompress.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** The libraries of the first page's shared chunk. */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|use-sync-external-store)[\\/]/;
/** Their modules that only the lazy screens import: out of the first page. */
const SCREENS_ONLY = /[\\/](queriesObserver|mutationObserver|useQueries|useMutation|useBlocker)\.m?js$/;

export default defineConfig(({ command }) => ({
  plugins: [
    // The router plugin must run before React's: it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes with its screen, out of the first page: what a loader reads (queries,
      // contracts, zod) loads when the route is visited, in one chunk with the screen.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(test|stories)\\.tsx?$',
      quoteStyle: 'single',
    }),
    ...reactPlugins({ failOnMissing: command === 'build' }),
    // react-aria ships strings for 30+ languages; keep only the interface's two.
    { ...optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] }), enforce: 'pre' },
    precompress(),
  ],
  define: {
    __UI_VERSION__: JSON.stringify(version),
  },
  build: {
    target: 'es2022',
    // Browsers of this product all preload modules: no polyfill on the first page.
    modulePreload: { polyfill: false },
    // Maps are written for local debugging (load them in the browser's tools by hand) but not named
    // in the scripts: the server does not serve them (api/src/lib/spa.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // The libraries every page runs (React, the router, the query cache, Lingui) in one chunk:
        // left alone, the bundler cuts them into a dozen small files shared with the lazy screens,
        // and each file compresses on its own. Their parts that only screens use (several queries at
        // once, writes, the guard against leaving a form) stay with the screens.
        codeSplitting: {
          groups: [{ name: 'vendor', test: (id) => VENDOR.test(id) && !SCREENS_ONLY.test(id) }],
        },
      },
      // The silent sign-in page is a page of its own, loaded in a hidden frame by the provider.
      input: { main: 'index.html', silentSignIn: 'silent-sign-in.html' },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/config.json': apiTarget,
    },
  },
}));
