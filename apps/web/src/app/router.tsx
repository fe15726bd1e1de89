import { createBrowserRouter } from 'react-router';
import { onUnauthorized } from '../lib/session-events';
import { clearLoadingAfterEachNavigation } from './navigation-loading';
import { routeObjects } from './route-objects';

/** SPEC §2: history mode. */
export const router = createBrowserRouter(routeObjects);

clearLoadingAfterEachNavigation(router);

// SPEC §2/§8: after a 401 the user (already logged out by the API client) is sent to the site root.
onUnauthorized(() => {
  if (router.state.location.pathname !== '/') void router.navigate('/', { replace: true });
});
