import type { RouteName } from './routes';

/**
 * The module under app/routes/ that renders each named route; screens that differ only by their
 * text share one. Data, not imports, so that the build (vite.config.ts, route preloads) and the
 * router (app/route-objects.tsx) read the same table.
 */
export const screenFiles = {
  landing: 'landing',
  'client.guest.info.who': 'information',
  'client.guest.info.privacyPolicy': 'information',
  'client.guest.info.terms': 'information',
  'client.subscription.list': 'subscription-list',
  'client.mybill.login': 'mybill-login',
  'client.mybill.transactions': 'mybill-transactions',
  'client.mybill.information': 'mybill-information',
  'client.home': 'home',
  'client.priceSources': 'price-sources',
  'client.priceList': 'price-list',
  'client.info.who': 'information',
  'client.info.privacyPolicy': 'information',
  'client.info.terms': 'information',
  'client.news': 'news',
  'client.news.details': 'news-details',
  'client.exchange.companies': 'exchange-companies',
  'client.contact.us': 'contact-us',
  'client.currencyConverter': 'currency-converter',
  'client.profile': 'profile',
  'client.profile.update': 'profile-update',
  'client.internal.items': 'internal-items',
  'client.category.details': 'category-details',
  'client.alerts': 'alerts',
  'client.alerts.settings': 'alerts-settings',
  'client.alerts.notifications': 'alerts-notifications',
} as const satisfies Record<RouteName, string>;

/** The layout modules a route's screen renders in: every screen but the landing page is inside the providers. */
export const PROVIDERS_FILE = 'app/providers';
/** The /client/home shell around every authenticated client route. */
export const CLIENT_SHELL_FILE = 'app/routes/client-shell';
