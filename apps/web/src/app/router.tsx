import { createBrowserRouter } from 'react-router';
import { clearLoadingAfterEachNavigation } from './navigation-loading';
import { routeObjects } from './route-objects';

/** SPEC §2: history mode. */
export const router = createBrowserRouter(routeObjects);

clearLoadingAfterEachNavigation(router);
