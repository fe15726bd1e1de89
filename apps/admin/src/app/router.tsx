import { createBrowserRouter } from 'react-router';
import { routeObjects } from './route-objects';

// The server serves the back office under /admin (vite.config.ts base '/admin/'). Without a
// trailing slash the basename matches both /admin and /admin/, which the server both answers.
export const router = createBrowserRouter(routeObjects, { basename: '/admin' });
