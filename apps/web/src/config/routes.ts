import { generatePath } from 'react-router';
// With its extension: the build's config (vite/route-preloads.ts) imports this module too, and
// Vite's config loader wants every relative import of a config spelled out in full.
import { t } from '../i18n/language.ts';

/**
 * The named route table: every route of docs/product.md#routes-and-guards, with the exact path and name. The
 * router (app/route-objects.tsx) is built from it, and the navigation guard reads `access`
 * to decide the redirects of docs/product.md#the-guard.
 *
 * - `public`: the site root, the landing page for guests.
 * - `guest`: guest-only; a signed-in user is redirected to client.home.
 * - `bill-guest`: the my-bill sign-in; a signed-in user is redirected to client.mybill.information.
 * - `bill-auth`: my-bill screens; no token → /mybill.
 * - `auth`: nested under the /client/home shell; no token → site root.
 *
 * Paths use React Router's `:id` for a parameter.
 */
export type RouteAccess = 'public' | 'guest' | 'bill-guest' | 'bill-auth' | 'auth';

export type RouteName = keyof typeof t.routes;

export interface RouteDefinition {
  readonly name: RouteName;
  readonly path: string;
  readonly access: RouteAccess;
}

const definitions = [
  { name: 'landing', path: '/', access: 'public' },

  // Guest-only routes
  { name: 'client.guest.info.who', path: '/client/guest/info/who', access: 'guest' },
  { name: 'client.guest.info.privacyPolicy', path: '/client/guest/info/privacyPolicy', access: 'guest' },
  // Reachable before subscribing: the landing page, the plans and the disclaimer link it.
  { name: 'client.guest.info.terms', path: '/client/guest/info/terms/and/conditions', access: 'guest' },
  { name: 'client.subscription.list', path: '/client/subscription-list', access: 'guest' },

  // Bill guest route
  { name: 'client.mybill.login', path: '/mybill', access: 'bill-guest' },

  // Bill-authenticated routes
  { name: 'client.mybill.transactions', path: '/mybill/transactions', access: 'bill-auth' },
  { name: 'client.mybill.information', path: '/mybill/information', access: 'bill-auth' },

  // Authenticated client routes, all nested under the /client/home shell
  { name: 'client.home', path: '/client/home', access: 'auth' },
  { name: 'client.priceSources', path: '/client/priceSources', access: 'auth' },
  { name: 'client.priceList', path: '/client/priceList', access: 'auth' },
  { name: 'client.info.who', path: '/client/info/who', access: 'auth' },
  { name: 'client.info.privacyPolicy', path: '/client/info/privacyPolicy', access: 'auth' },
  { name: 'client.info.terms', path: '/client/info/terms/and/conditions', access: 'auth' },
  { name: 'client.news', path: '/client/news', access: 'auth' },
  { name: 'client.news.details', path: '/client/news/details/:id', access: 'auth' },
  { name: 'client.exchange.companies', path: '/client/exchange/companies', access: 'auth' },
  { name: 'client.contact.us', path: '/client/contact/us', access: 'auth' },
  { name: 'client.currencyConverter', path: '/client/currencyConverter', access: 'auth' },
  { name: 'client.profile', path: '/client/profile', access: 'auth' },
  { name: 'client.profile.update', path: '/client/profile/update', access: 'auth' },
  { name: 'client.internal.items', path: '/client/internal/items/:id', access: 'auth' },
  { name: 'client.category.details', path: '/client/category/details/:id', access: 'auth' },

  // Rate alerts, favourites and the digest, under the same shell
  { name: 'client.alerts', path: '/client/alerts', access: 'auth' },
  { name: 'client.alerts.settings', path: '/client/alerts/settings', access: 'auth' },
  { name: 'client.alerts.notifications', path: '/client/alerts/notifications', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

/** The id of the catch-all route that shows the Arabic 404 screen. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

export interface AppRoute extends RouteDefinition {
  /** The screen's title in the language in use (document title and heading). */
  readonly title: string;
}

// A getter: the title follows the language in use (i18n/language.ts) each time a screen reads it.
export const appRoutes: readonly AppRoute[] = definitions.map((route) => ({
  ...route,
  get title() {
    return t.routes[route.name];
  },
}));

const byName = new Map<string, AppRoute>(appRoutes.map((route) => [route.name, route]));

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && byName.has(value);
}

export function getRoute(name: RouteName): AppRoute {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

export function routesWithAccess(access: RouteAccess): AppRoute[] {
  return appRoutes.filter((route) => route.access === access);
}

/** The URL of a named route, e.g. `hrefFor('client.news.details', { id: '7' })`. */
export function hrefFor(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(getRoute(name).path, params);
}
