import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from '../config/routes';
import { SIGNED_IN_ROUTE_ID } from '../lib/admin-user';
import { RootError, RootLayout } from './root-layout';
import { NotFoundScreen } from './routes/not-found';
import { SignInScreen, signInLoader } from './routes/sign-in';
import { HomeScreen } from './routes/home';
import { SignedInLayout, signedInLoader } from './signed-in-layout';

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
