import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './vite/route-preloads';

// The API server of `npm run dev` (DESIGN §3 default PORT).
const api = { '/api': { target: 'http://127.0.0.1:3000' } };

/**
 * The built portal runs on Preact through preact/compat (DESIGN §2 stack change, measured in the
 * README "Portal" section: React 19 + react-dom + the data router alone were over the 100 KB
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

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), tailwindcss(), routePreloads()],
  resolve: command === 'build' ? { alias: preactCompat } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under dist/assets/, which the server caches immutably.
    assetsDir: 'assets',
    // Never inline assets as data: URLs, so the server's strict CSP needs no data: source.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The UI library and the router change far less often than the app: their own
          // long-cached chunk survives a deploy. TanStack Query, axios and uPlot stay out: lazy
          // chunks load them.
          groups: [
            {
              name: 'ui-vendor',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
}));
