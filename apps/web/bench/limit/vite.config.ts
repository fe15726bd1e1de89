import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { isReactRouterFeatureCheck, preactCompat, reactRouterProduction } from '../../vite/preact-aliases.ts';

/**
 * The limit app of scripts/lighthouse-limit.mjs, built as the portal is (Preact through
 * preact/compat, React Router's production build, Tailwind), under /limit/. The script gives the
 * output directory.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/limit/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: [...preactCompat, ...reactRouterProduction] },
  build: {
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      onLog(level, log, handler) {
        if (isReactRouterFeatureCheck(log)) return;
        handler(level, log);
      },
    },
  },
});
