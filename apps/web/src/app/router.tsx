import { createBrowserRouter } from 'react-router';
import { onUnauthorized } from '../lib/session-events';
import { clearLoadingAfterEachNavigation } from './navigation-loading';
import { routeObjects } from './route-objects';

/** History mode. */
export const router = createBrowserRouter(routeObjects);

clearLoadingAfterEachNavigation(router);

// After a 401 the user (already logged out by the API client) is sent to the site root.
onUnauthorized(() => {
  if (router.state.location.pathname !== '/') void router.navigate('/', { replace: true });
});
