import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { env } from './config/env';
import { registerServiceWorker } from './lib/service-worker';
import { applyCachedWebFont } from './lib/web-font';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before any text renders, so that a cached font is used from the first frame (lib/web-font.ts).
applyCachedWebFont();

// Importing the router has started the first navigation (its chunks and guard). The first render
// (the root layout under the overlay, which index.html already paints) waits for the next task, so
// that evaluating the app and rendering it are two short tasks on a slow phone's CPU instead of one
// long one (README "Portal": 40-55 ms of main-thread work in one task, 4x that on a cheap phone).
setTimeout(() => {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}, 0);

// Only the built portal: a worker caching Vite's dev modules would serve stale code.
if (env.isProduction) registerServiceWorker();
