import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { '/api': { target: 'http://127.0.0.1:3000' } };

// The server serves the back office at /admin/ (router basename '/admin').
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every screen is its own lazy chunk (app/route-objects.tsx); what the entry loads is split
          // by how often it changes, so a deploy of the app leaves the libraries cached, and no chunk
          // passes Vite's 500 kB warning (the entry alone was 522 kB). The rich-text editor stays in
          // the chunk of the screens that use it.
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/](zod|axios|@tanstack)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
