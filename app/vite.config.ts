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
/** The silent sign-in page's modules: the only ones of another entry, kept out of the first page. */
const SILENT_SIGN_IN = /silent-sign-in|node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/;

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
  resolve: {
    // The router's store reads React's own useSyncExternalStore (React 18+) through the shim, which
    // ships its fallback for older React to the first page; the shim-free build of the same hook.
    alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' },
  },
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
        // Screens' files named by their hash alone: the entry lists every screen's files for the
        // preloads, and the modules' names there weighed 0.8 kB gzipped (the maps keep the names).
        // Seven characters (the bundler's least; eight by default): 42 bits for 150 files, and each
        // name, incompressible, is written once in the first page.
        chunkFileNames: 'assets/[hash:7].js',
        // Every module the first page imports statically (`$initial`) in two files: the libraries
        // every page runs (React, the router, the query cache, Lingui), then the rest with the entry.
        // Left alone, the bundler cuts out of them a dozen small files shared with the lazy screens,
        // each compressed on its own and named in every screen's preload list. The libraries' parts
        // that only screens import (several queries at once, writes, the guard against leaving a
        // form) are not `$initial`: they stay with the screens.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, tags: ['$initial'], priority: 2 },
            // The home page's screen (the router plugin's split of routes/index.tsx) with what it
            // imports (tiles, alert, icons) in one file rather than six.
            { name: 'home', test: /src[\\/]routes[\\/]index\.tsx\?tsr-split/ },
            { name: 'main', test: (id) => !SILENT_SIGN_IN.test(id), tags: ['$initial'], priority: 1 },
          ],
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
