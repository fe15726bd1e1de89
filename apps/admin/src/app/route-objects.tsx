import type { RouteObject } from 'react-router';
import { adminRoutes, type AdminRouteName } from '../config/routes';
import { ar } from '../i18n/ar';
import { SIGNED_IN_ROUTE_ID } from '../lib/admin-user';
import type { ScreenHandle } from './document-title';
import { RootError, RootLayout } from './root-layout';
import { SignedInLayout, signedInLoader } from './signed-in-layout';

/**
 * A screen: its named path (config/routes.ts), its title (the document's, app/document-title.tsx)
 * and its route module under app/routes/, loaded as its own chunk when first opened. A route module
 * exports `Component`, and `loader` when it has one.
 */
function screen(id: AdminRouteName, load: NonNullable<RouteObject['lazy']>): RouteObject {
  return { id, path: adminRoutes[id], lazy: load, handle: { title: ar.titles[id] } satisfies ScreenHandle };
}

/**
 * The back office's one route table. The server enforces who may call what; the menu
 * (config/navigation.ts) hides admin-only entries from editors.
 */
export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RootError />,
    children: [
      screen('admin.login', () => import('./routes/sign-in')),
      {
        id: 'not-found',
        path: '*',
        lazy: () => import('./routes/not-found'),
        handle: { title: ar.titles['not-found'] } satisfies ScreenHandle,
      },
    ],
  },
  {
    id: SIGNED_IN_ROUTE_ID,
    loader: signedInLoader,
    Component: SignedInLayout,
    errorElement: <RootError />,
    // The loader runs once; child navigations do not re-read the session (401s redirect instead).
    shouldRevalidate: () => false,
    // The layout shows a progress bar while a screen's chunk loads.
    children: [
      screen('admin.home', () => import('./routes/home')),
      // Content (editors and admins)
      screen('admin.rates', () => import('./routes/rates')),
      screen('admin.rates.import', () => import('./routes/rates-import')),
      screen('admin.rate-reviews', () => import('./routes/rate-reviews')),
      screen('admin.feeds', () => import('./routes/feeds')),
      screen('admin.currencies', () => import('./routes/currencies')),
      screen('admin.price-sources', () => import('./routes/price-sources')),
      screen('admin.price-lists', () => import('./routes/price-lists')),
      screen('admin.categories', () => import('./routes/categories')),
      screen('admin.category-items', () => import('./routes/category-items')),
      screen('admin.companies', () => import('./routes/companies')),
      screen('admin.company-phones', () => import('./routes/company-phones')),
      screen('admin.news', () => import('./routes/news')),
      screen('admin.information-pages', () => import('./routes/information-pages')),
      screen('admin.plans', () => import('./routes/plans')),
      screen('admin.settings', () => import('./routes/settings')),
      screen('admin.partner-keys', () => import('./routes/partner-keys')),
      // Operations: the dashboard for everyone, the rest for admins
      screen('admin.dashboard', () => import('./routes/dashboard')),
      screen('admin.subscribers', () => import('./routes/subscribers')),
      screen('admin.subscriber', () => import('./routes/subscriber')),
      screen('admin.transactions', () => import('./routes/transactions')),
      screen('admin.revenue', () => import('./routes/revenue')),
      screen('admin.settlements', () => import('./routes/settlements')),
      screen('admin.settlement', () => import('./routes/settlement')),
      screen('admin.contact', () => import('./routes/contact-inbox')),
      screen('admin.contact.message', () => import('./routes/contact-message')),
      screen('admin.sms', () => import('./routes/sms-log')),
      screen('admin.channels', () => import('./routes/channels')),
      screen('admin.audit', () => import('./routes/audit-log')),
      screen('admin.users', () => import('./routes/users')),
    ],
  },
];
