import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { API_TRANSPORT_CHUNK, routePreloads } from './vite/route-preloads.ts';
import { stripHtmlComments } from './vite/strip-html-comments.ts';

// The API server of `npm run dev` (the server's default PORT).
const api = { '/api': { target: 'http://127.0.0.1:3000' } };

/**
 * The built portal runs on Preact through preact/compat (docs/adr/0001-preact-compat-in-the-portal-build.md:
 * React 19 + react-dom + the data router alone were over the 100 KB
 * initial budget; with Preact the initial JS+CSS is about half). The code and its types stay
 * React's; the dev server and the unit tests keep React for Fast Refresh and Testing Library, and
 * the Playwright suite checks the built, Preact, portal.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router feature-detects two React 19 hooks by reading them off its `react` namespace
 * (`React["use"]`, `React["useOptimistic"]`) and falls back when they are undefined, as on
 * React 18. preact/compat (10 and 11 alike) has neither, so Rolldown reports that those reads are
 * always undefined: true, and exactly what React Router expects. Only those two reports, and only
 * from React Router's own files, are dropped; the same report about our code (a React 19-only API
 * used in the portal, which would break under Preact) still shows.
 */
function isReactRouterFeatureCheck(log: { code?: string; id?: string; message: string }): boolean {
  return (
    log.code === 'IMPORT_IS_UNDEFINED' &&
    /[\\/]node_modules[\\/]react-router[\\/]/.test(log.id ?? '') &&
    /Import `(use|useOptimistic)` will always be undefined/.test(log.message)
  );
}

/**
 * React Router 7's package exports name only its development build, whose dev warnings stay on
 * (https://github.com/remix-run/react-router/issues/12532); the production build beside it is the
 * same code with them off. The built portal takes that one.
 */
function productionBuildOf(specifier: string): string {
  const file = fileURLToPath(import.meta.resolve(specifier).replace('/development/', '/production/'));
  if (!existsSync(file)) throw new Error(`React Router has no production build at ${file}`);
  return file;
}
const reactRouterProduction = [
  { find: /^react-router$/, replacement: productionBuildOf('react-router') },
  { find: /^react-router\/dom$/, replacement: productionBuildOf('react-router/dom') },
];

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), tailwindcss(), routePreloads(), stripHtmlComments()],
  resolve: command === 'build' ? { alias: [...preactCompat, ...reactRouterProduction] } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under dist/assets/, which the server caches immutably.
    assetsDir: 'assets',
    // Never inline assets as data: URLs, so the server's strict CSP needs no data: source.
    assetsInlineLimit: 0,
    rolldownOptions: {
      onLog(level, log, handler) {
        if (isReactRouterFeatureCheck(log)) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // Few requests per screen (each costs a round trip on a phone's network, six at a time
          // over HTTP/1.1), in three groups, plus each screen's own chunk (screens load lazily):
          groups: [
            // The UI library and the router change far less often than the app: their own
            // long-cached chunk survives a deploy.
            {
              name: 'ui-vendor',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]/,
              priority: 4,
            },
            // The app code index.html loads (router, guards, root layout, Arabic text) in one chunk,
            // so that the shared chunk below does not pull any of it in and become initial itself.
            {
              name: 'app-boot',
              tags: ['$initial'],
              test: /^(?!.*node_modules).*[\\/]src[\\/]/,
              priority: 3,
            },
            // What nearly every screen's first render needs, as one chunk instead of ~20 small ones:
            // the API calls, the shared UI, the helpers. uPlot and the screens' own components stay in
            // their screens' chunks. Before the query group: a group takes what its modules import
            // with them, and these must not follow the hooks into it (the landing imports them).
            {
              name: 'app-shared',
              test: /[\\/]src[\\/](lib[\\/](?!api-transport|query[\\/])|components[\\/]ui|features[\\/][^\\/]+[\\/]api)[\\/]/,
              priority: 2,
            },
            // TanStack Query, the portal's query client and the screens' data hooks: loaded by the
            // first screen that asks for server state, and by the landing page only after its first
            // render (it renders from the rates the server wrote into it: docs/design.md#a-light-first-visit).
            // Nothing outside this group may import TanStack Query at run time, or it becomes initial.
            {
              name: 'app-query',
              test: /node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/](lib[\\/]query|features[\\/][^\\/]+[\\/]hooks)[\\/]/,
              priority: 1,
            },
            // The HTTP transport (axios, the client, the route table), loaded by the first API call
            // and not before (lib/api-client.ts): the landing page renders its rates without it.
            // Last, so that what it shares with the groups above (the Arabic text, the session)
            // stays there.
            {
              name: API_TRANSPORT_CHUNK,
              test: /node_modules[\\/]axios[\\/]|[\\/]src[\\/]lib[\\/]api-transport\.ts$|[\\/]contracts[\\/]src[\\/]api\.ts$/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
}));
