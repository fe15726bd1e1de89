import type { RouteObject } from 'react-router';
import { NOT_FOUND_ROUTE_ID, getRoute, routesWithAccess, type AppRoute } from '../config/routes';
import { loadChunk } from '../lib/load-chunk';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Route ids of the layout routes; every screen route's id is its SPEC §2 name. */
export const layoutIds = {
  root: 'root',
  providers: 'providers',
  guest: 'guest',
  billGuest: 'bill-guest',
  billAuth: 'bill-auth',
  /** SPEC §2: the /client/home shell that every authenticated client route is nested under. */
  clientShell: 'client.shell',
} as const;

// Each screen is its own lazy chunk (SPEC §2 "Screens load lazily"), loaded with the 120 s
// timeout of SPEC §9. Issue 6 replaces comingSoon with one module per screen.
const screens = {
  landing: () => loadChunk(() => import('./routes/landing')).then((m) => ({ Component: m.LandingScreen })),
  comingSoon: () =>
    loadChunk(() => import('./routes/coming-soon')).then((m) => ({ Component: m.ComingSoonScreen })),
  notFound: () =>
    loadChunk(() => import('./routes/not-found')).then((m) => ({ Component: m.NotFoundScreen })),
};

function screenRoute(route: AppRoute, lazy: RouteObject['lazy'] = screens.comingSoon): RouteObject {
  return { id: route.name, path: route.path, lazy };
}

/**
 * The route tree, built from the route table (config/routes.ts). The pathless group routes are
 * where the navigation guard of SPEC §2 attaches in issue 6.
 *
 * The /client/home shell is a pathless layout route: its children keep their absolute SPEC §2
 * paths (/client/news, /client/profile…), which React Router only allows under a parent without
 * a path of its own. /client/home itself is the shell's first child.
 */
export const routeObjects: RouteObject[] = [
  {
    id: layoutIds.root,
    Component: RootLayout,
    // Last resort, should the layout itself fail: the error screen with its own landmark.
    errorElement: <RouteError standalone />,
    children: [
      {
        id: layoutIds.providers,
        lazy: () => loadChunk(() => import('./providers')).then((m) => ({ Component: m.AppProviders })),
        // While the first chunks load, the root layout shows with its overlay (the flag starts true).
        HydrateFallback: () => null,
        // A screen that fails (a chunk that does not load) shows inside the root layout.
        errorElement: <RouteError />,
        children: [
          screenRoute(getRoute('landing'), screens.landing),
          { id: layoutIds.guest, children: routesWithAccess('guest').map((route) => screenRoute(route)) },
          {
            id: layoutIds.billGuest,
            children: routesWithAccess('bill-guest').map((route) => screenRoute(route)),
          },
          {
            id: layoutIds.billAuth,
            children: routesWithAccess('bill-auth').map((route) => screenRoute(route)),
          },
          {
            id: layoutIds.clientShell,
            children: routesWithAccess('auth').map((route) => screenRoute(route)),
          },
          { id: NOT_FOUND_ROUTE_ID, path: '*', lazy: screens.notFound },
        ],
      },
    ],
  },
];
