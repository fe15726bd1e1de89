import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { isReactRouterFeatureCheck, preactCompat, reactRouterProduction } from './vite/preact-aliases.ts';
import { API_TRANSPORT_CHUNK, routePreloads } from './vite/route-preloads.ts';
import { stripHtmlComments } from './vite/strip-html-comments.ts';

// The API server of `npm run dev` (the server's default PORT).
const api = { '/api': { target: 'http://127.0.0.1:3000' } };

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
