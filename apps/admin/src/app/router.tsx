import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from '../config/routes';
import { SIGNED_IN_ROUTE_ID } from '../lib/admin-user';
import { RootError, RootLayout } from './root-layout';
import { NotFoundScreen } from './routes/not-found';
import { SignInScreen, signInLoader } from './routes/sign-in';
import { HomeScreen } from './routes/home';
import { SignedInLayout, signedInLoader } from './signed-in-layout';
import { operationsScreens } from './operations-routes';

// Screens under the signed-in layout, each its own chunk (the layout shows a progress bar meanwhile).
const signedInScreens: RouteObject[] = [
  { id: 'admin.home', path: adminRoutes['admin.home'], Component: HomeScreen },
  {
    id: 'admin.rates',
    path: adminRoutes['admin.rates'],
    lazy: async () => ({
      Component: (await import('../features/rates/components/rates-screen')).RatesScreen,
    }),
  },
  {
    id: 'admin.rates.import',
    path: adminRoutes['admin.rates.import'],
    lazy: async () => ({
      Component: (await import('../features/rates/components/rate-import-screen')).RateImportScreen,
    }),
  },
  {
    id: 'admin.currencies',
    path: adminRoutes['admin.currencies'],
    lazy: async () => ({
      Component: (await import('../features/content/resources/currencies')).CurrenciesScreen,
    }),
  },
  {
    id: 'admin.price-sources',
    path: adminRoutes['admin.price-sources'],
    lazy: async () => ({
      Component: (await import('../features/content/resources/price-sources')).PriceSourcesScreen,
    }),
  },
  {
    id: 'admin.price-lists',
    path: adminRoutes['admin.price-lists'],
    lazy: async () => ({
      Component: (await import('../features/content/resources/price-lists')).PriceListsScreen,
    }),
  },
  {
    id: 'admin.categories',
    path: adminRoutes['admin.categories'],
    lazy: async () => ({
      Component: (await import('../features/content/resources/categories')).CategoriesScreen,
    }),
  },
  {
    id: 'admin.category-items',
    path: adminRoutes['admin.category-items'],
    lazy: async () => ({
      Component: (await import('../features/content/resources/category-items')).CategoryItemsScreen,
    }),
  },
  {
    id: 'admin.companies',
    path: adminRoutes['admin.companies'],
    lazy: async () => ({
      Component: (await import('../features/content/resources/companies')).CompaniesScreen,
    }),
  },
  {
    id: 'admin.company-phones',
    path: adminRoutes['admin.company-phones'],
    lazy: async () => ({
      Component: (await import('../features/content/resources/company-phones')).CompanyPhonesScreen,
    }),
  },
  {
    id: 'admin.plans',
    path: adminRoutes['admin.plans'],
    lazy: async () => ({ Component: (await import('../features/content/resources/plans')).PlansScreen }),
  },
  {
    id: 'admin.news',
    path: adminRoutes['admin.news'],
    lazy: async () => ({ Component: (await import('../features/content/resources/news')).NewsScreen }),
  },
  {
    id: 'admin.information-pages',
    path: adminRoutes['admin.information-pages'],
    lazy: async () => ({
      Component: (await import('../features/information-pages/components/information-pages-screen'))
        .InformationPagesScreen,
    }),
  },
  {
    id: 'admin.settings',
    path: adminRoutes['admin.settings'],
    lazy: async () => ({
      Component: (await import('../features/settings/components/settings-screen')).SettingsScreen,
    }),
  },
  ...operationsScreens,
];

export const router = createBrowserRouter(
  [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RootError />,
      children: [
        {
          id: 'admin.login',
          path: adminRoutes['admin.login'],
          loader: signInLoader,
          Component: SignInScreen,
        },
        { id: 'not-found', path: '*', Component: NotFoundScreen },
      ],
    },
    {
      id: SIGNED_IN_ROUTE_ID,
      loader: signedInLoader,
      Component: SignedInLayout,
      errorElement: <RootError />,
      // The loader runs once; child navigations do not re-read the session (401s redirect instead).
      shouldRevalidate: () => false,
      children: signedInScreens,
    },
  ],
  // The server serves the back office under /admin (vite.config.ts base '/admin/'). Without a
  // trailing slash the basename matches both /admin and /admin/, which the server both answers.
  { basename: '/admin' },
);
