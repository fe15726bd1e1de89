import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  NOT_FOUND_ROUTE_ID,
  getRoute,
  routesWithAccess,
  type AppRoute,
  type RouteName,
} from '../config/routes';
import { loadChunk } from '../lib/load-chunk';
import { guardLoader, revalidateGuardOnEveryNavigation } from './guard-loaders';
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

type ScreenModule = Promise<{ default: ComponentType }>;

// Each screen is its own lazy chunk (SPEC §2 "Screens load lazily"), loaded with the 120 s
// timeout of SPEC §9. Screens that differ only by their text share one module.
const screenModules: Record<RouteName, () => ScreenModule> = {
  landing: () => import('./routes/landing'),
  'client.guest.info.who': () => import('./routes/information'),
  'client.guest.info.privacyPolicy': () => import('./routes/information'),
  'client.subscription.list': () => import('./routes/subscription-list'),
  'client.mybill.login': () => import('./routes/mybill-login'),
  'client.mybill.transactions': () => import('./routes/mybill-transactions'),
  'client.mybill.information': () => import('./routes/mybill-information'),
  'client.home': () => import('./routes/home'),
  'client.priceSources': () => import('./routes/price-sources'),
  'client.priceList': () => import('./routes/price-list'),
  'client.info.who': () => import('./routes/information'),
  'client.info.privacyPolicy': () => import('./routes/information'),
  'client.info.terms': () => import('./routes/information'),
  'client.news': () => import('./routes/news'),
  'client.news.details': () => import('./routes/news-details'),
  'client.exchange.companies': () => import('./routes/exchange-companies'),
  'client.contact.us': () => import('./routes/contact-us'),
  'client.currencyConverter': () => import('./routes/currency-converter'),
  'client.profile': () => import('./routes/profile'),
  'client.profile.update': () => import('./routes/profile-update'),
  'client.internal.items': () => import('./routes/internal-items'),
  'client.category.details': () => import('./routes/category-details'),
  'client.alerts': () => import('./routes/alerts'),
  'client.alerts.settings': () => import('./routes/alerts-settings'),
  'client.alerts.notifications': () => import('./routes/alerts-notifications'),
};

function lazyComponent(load: () => ScreenModule): RouteObject['lazy'] {
  return () => loadChunk(load).then((module) => ({ Component: module.default }));
}

function screenRoute(route: AppRoute): RouteObject {
  return { id: route.name, path: route.path, lazy: lazyComponent(screenModules[route.name]) };
}

/** A pathless group route whose loader is the SPEC §2 guard of its access group. */
function guardedGroup(id: string, access: AppRoute['access'], extra: Partial<RouteObject> = {}): RouteObject {
  return {
    id,
    loader: guardLoader(access),
    shouldRevalidate: revalidateGuardOnEveryNavigation,
    children: routesWithAccess(access).map(screenRoute),
    ...extra,
  } as RouteObject;
}

/**
 * The route tree, built from the route table (config/routes.ts). Each guarded group is a pathless
 * layout route whose loader runs the navigation guard of SPEC §2 before its screens.
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
          {
            ...screenRoute(getRoute('landing')),
            // The landing page takes the one-tap sign-in link too (SPEC §2 query path).
            loader: guardLoader('public'),
            shouldRevalidate: revalidateGuardOnEveryNavigation,
          },
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
