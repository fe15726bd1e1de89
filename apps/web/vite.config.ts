import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server of `npm run dev` (DESIGN §3 default PORT).
const api = { '/api': { target: 'http://127.0.0.1:3000' } };

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
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
          // React and the router change far less often than the app: their own long-cached chunk
          // survives a deploy. TanStack Query, axios and uPlot stay out: lazy chunks load them.
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
