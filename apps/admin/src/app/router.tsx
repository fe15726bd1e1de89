import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../config/routes';
import { RootError, RootLayout } from './root-layout';
import { NotFoundScreen } from './routes/not-found';
import { SignInScreen, signInLoader } from './routes/sign-in';
import { HomeScreen, homeLoader } from './routes/home';

// A few small screens for now, so they ship in the entry chunk; issue 7's screens will be lazy.
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
        { id: 'admin.home', path: adminRoutes['admin.home'], loader: homeLoader, Component: HomeScreen },
        { id: 'not-found', path: '*', Component: NotFoundScreen },
      ],
    },
  ],
  // The server serves the back office under /admin (vite.config.ts base '/admin/'). Without a
  // trailing slash the basename matches both /admin and /admin/, which the server both answers.
  { basename: '/admin' },
);
