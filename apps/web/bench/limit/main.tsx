// The least a rates screen of the portal's stack can do, as the limit Lighthouse figures of the
// portal are read against (docs/benchmarks.md#lighthouse-against-the-limit): the portal's
// stylesheet, the data router with one lazy route, and that route's screen asking for the currency
// list through TanStack Query and axios and drawing it as one table. No guards, no shell, no
// overlay of its own, no texts catalogue. scripts/lighthouse-limit.mjs builds and serves it.
import '../../src/styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  { path: '*', lazy: async () => ({ Component: (await import('./rates-table')).RatesTable }) },
]);

// The portal's first paint before any script, when the serving script adds it to the page
// (`?overlay`), leaves once the first navigation has drawn the screen, as the portal's does.
const removeBootOverlay = () => {
  document.getElementById('boot-overlay-cancel')?.remove();
  document.getElementById('boot-overlay')?.remove();
};
router.subscribe((state) => {
  if (state.initialized && state.navigation.state === 'idle') removeBootOverlay();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<RouterProvider router={router} />);
