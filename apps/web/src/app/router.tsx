import { createBrowserRouter, type DataRouter } from 'react-router';
import { onUnauthorized } from '../lib/session-events';
import { clearLoadingAfterEachNavigation } from './navigation-loading';
import { routeObjects } from './route-objects';

/**
 * The portal's router, history mode. Creating it starts the first navigation (the screen's chunks
 * and its guard), so main.tsx calls this in a task of its own, after the modules have evaluated and
 * before the first render: three short tasks on a slow phone instead of one long one.
 */
export function createPortalRouter(): DataRouter {
  const router = createBrowserRouter(routeObjects);
  clearLoadingAfterEachNavigation(router);
  // After a 401 the user (already logged out by the API client) is sent to the site root.
  onUnauthorized(() => {
    if (router.state.location.pathname !== '/') void router.navigate('/', { replace: true });
  });
  return router;
}
