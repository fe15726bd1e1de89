import type { RouteObject } from 'react-router';
import { adminRoutes } from '../config/routes';

/**
 * The operations screens, each its own lazy chunk under the signed-in layout. The
 * server enforces who may call what; the navigation hides admin-only entries from editors.
 */
export const operationsScreens: RouteObject[] = [
  { id: 'admin.dashboard', path: adminRoutes['admin.dashboard'], lazy: () => import('./routes/dashboard') },
  {
    id: 'admin.subscribers',
    path: adminRoutes['admin.subscribers'],
    lazy: () => import('./routes/subscribers'),
  },
  {
    id: 'admin.subscriber',
    path: adminRoutes['admin.subscriber'],
    lazy: () => import('./routes/subscriber'),
  },
  {
    id: 'admin.transactions',
    path: adminRoutes['admin.transactions'],
    lazy: () => import('./routes/transactions'),
  },
  { id: 'admin.contact', path: adminRoutes['admin.contact'], lazy: () => import('./routes/contact-inbox') },
  {
    id: 'admin.contact.message',
    path: adminRoutes['admin.contact.message'],
    lazy: () => import('./routes/contact-message'),
  },
  { id: 'admin.sms', path: adminRoutes['admin.sms'], lazy: () => import('./routes/sms-log') },
  { id: 'admin.audit', path: adminRoutes['admin.audit'], lazy: () => import('./routes/audit-log') },
  { id: 'admin.users', path: adminRoutes['admin.users'], lazy: () => import('./routes/users') },
];
