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

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Only the built portal: a worker caching Vite's dev modules would serve stale code.
if (env.isProduction) registerServiceWorker();
