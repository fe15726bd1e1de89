/**
 * The back office's named route table. Paths are relative to the router's basename `/admin`
 * (the server serves the back office there).
 */
export const adminRoutes = {
  'admin.login': '/',
  'admin.home': '/home',
  // Content (editors and admins)
  'admin.rates': '/rates',
  'admin.rates.import': '/rates/import',
  'admin.rate-reviews': '/rate-reviews',
  'admin.feeds': '/feeds',
  'admin.currencies': '/currencies',
  'admin.price-sources': '/price-sources',
  'admin.price-lists': '/price-lists',
  'admin.categories': '/categories',
  'admin.category-items': '/category-items',
  'admin.companies': '/companies',
  'admin.company-phones': '/company-phones',
  'admin.news': '/news',
  'admin.information-pages': '/information-pages',
  'admin.plans': '/plans',
  'admin.settings': '/settings',
  'admin.partner-keys': '/partner-keys',
  // Operations: the dashboard for everyone, the rest for admins
  'admin.dashboard': '/dashboard',
  'admin.subscribers': '/subscribers',
  'admin.subscriber': '/subscribers/:id',
  'admin.transactions': '/transactions',
  'admin.revenue': '/revenue',
  'admin.settlements': '/settlements',
  'admin.settlement': '/settlements/:id',
  'admin.contact': '/contact-messages',
  'admin.contact.message': '/contact-messages/:id',
  'admin.sms': '/sms',
  'admin.channels': '/channels',
  'admin.audit': '/audit-log',
  'admin.users': '/users',
} as const;

export type AdminRouteName = keyof typeof adminRoutes;
