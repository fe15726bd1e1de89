import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  NOT_FOUND_ROUTE_ID,
  getRoute,
  routesWithAccess,
  type AppRoute,
  type RouteName,
} from '../config/routes';
import { screenFiles } from '../config/screen-files';
import { loadChunk, loadFirstScreenChunk } from '../lib/load-chunk';
import { guardLoader, revalidateGuardOnEveryNavigation } from './guard-loaders';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Route ids of the layout routes; every screen route's id is its route name. */
export const layoutIds = {
  root: 'root',
  providers: 'providers',
  guest: 'guest',
  billGuest: 'bill-guest',
  billAuth: 'bill-auth',
  /** The /client/home shell that every authenticated client route is nested under. */
  clientShell: 'client.shell',
} as const;

type ScreenModule = Promise<{ default: ComponentType }>;

// Each screen module is its own lazy chunk, loaded with the 120 s
// timeout of lib/load-chunk.ts; config/screen-files.ts says which module renders which route.
const screenModules = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

function screenModule(name: RouteName): () => ScreenModule {
  const load = screenModules[`./routes/${screenFiles[name]}.tsx`];
  if (!load) throw new Error(`No screen module for route ${name}`);
  return load;
}

function lazyComponent(
  load: () => ScreenModule,
  loader = loadChunk<{ default: ComponentType }>,
): RouteObject['lazy'] {
  return () => loader(load).then((module) => ({ Component: module.default }));
}

function screenRoute(route: AppRoute): RouteObject {
  return {
    id: route.name,
    path: route.path,
    // The landing page renders with the first screen's texts only (lib/load-chunk.ts).
    lazy: lazyComponent(
      screenModule(route.name),
      route.name === 'landing' ? loadFirstScreenChunk : loadChunk,
    ),
  };
}

/**
 * A pathless group route whose loader is the navigation guard of its access group. Its screens sit
 * under a pathless route of their own that catches their errors (a chunk that did not load, or is
 * not on the phone offline), so that the error shows in the screen's place: under the client shell,
 * the tab row stays to go elsewhere. (React Router draws nothing below a route whose lazy load
 * failed, so the boundary cannot be the screen route itself.)
 */
function guardedGroup(id: string, access: AppRoute['access'], extra: Partial<RouteObject> = {}): RouteObject {
  return {
    id,
    loader: guardLoader(access),
    shouldRevalidate: revalidateGuardOnEveryNavigation,
    children: [
      {
        id: `${id}.screens`,
        errorElement: <RouteError />,
        children: routesWithAccess(access).map(screenRoute),
      },
    ],
    ...extra,
  } as RouteObject;
}

/**
 * The route tree, built from the route table (config/routes.ts). Each guarded group is a pathless
 * layout route whose loader runs the navigation guard (docs/product.md#the-guard) before its screens.
 *
 * The /client/home shell is a pathless layout route: its children keep their absolute
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
        ...screenRoute(getRoute('landing')),
        // The landing page takes the one-tap sign-in link too (msisdn and otp in the query).
        loader: guardLoader('public'),
        shouldRevalidate: revalidateGuardOnEveryNavigation,
        // Outside the providers' layout: its first render needs no TanStack Query, whose chunk its
        // live parts load after it (docs/design.md#a-light-first-visit).
        HydrateFallback: () => null,
        errorElement: <RouteError />,
      },
      {
        id: layoutIds.providers,
        lazy: () => loadChunk(() => import('./providers')).then((m) => ({ Component: m.AppProviders })),
        // While the first chunks load, the root layout shows with its overlay (the flag starts true).
        HydrateFallback: () => null,
        // A screen that fails (a chunk that does not load) shows inside the root layout.
        errorElement: <RouteError />,
        children: [
          guardedGroup(layoutIds.guest, 'guest'),
          guardedGroup(layoutIds.billGuest, 'bill-guest'),
          guardedGroup(layoutIds.billAuth, 'bill-auth'),
          guardedGroup(layoutIds.clientShell, 'auth', {
            lazy: () =>
              loadChunk(() => import('./routes/client-shell')).then((m) => ({ Component: m.default })),
          }),
          { id: NOT_FOUND_ROUTE_ID, path: '*', lazy: lazyComponent(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
