import type { TAdminRole } from '@sarraf/contracts';
import { ar } from '../i18n/ar';
import type { AdminRouteName } from './routes';

export interface NavigationEntry {
  route: AdminRouteName;
  label: string;
  /** Only users with this role see the entry (the server refuses the others anyway). */
  role?: Extract<TAdminRole, 'admin'>;
}

/**
 * The signed-in layout's menu, in order. Every screen family adds its entry here; an entry with
 * `role: 'admin'` is hidden from editors.
 */
export const navigation: readonly NavigationEntry[] = [
  { route: 'admin.home', label: ar.nav.home },
  { route: 'admin.dashboard', label: ar.nav.dashboard },
  // Content
  { route: 'admin.rates', label: ar.nav.rates },
  { route: 'admin.rates.import', label: ar.nav.ratesImport },
  { route: 'admin.rate-reviews', label: ar.nav.rateReviews },
  { route: 'admin.feeds', label: ar.nav.feeds },
  { route: 'admin.currencies', label: ar.nav.currencies },
  { route: 'admin.price-sources', label: ar.nav.priceSources },
  { route: 'admin.price-lists', label: ar.nav.priceLists },
  { route: 'admin.categories', label: ar.nav.categories },
  { route: 'admin.category-items', label: ar.nav.categoryItems },
  { route: 'admin.companies', label: ar.nav.companies },
  { route: 'admin.company-phones', label: ar.nav.companyPhones },
  { route: 'admin.news', label: ar.nav.news },
  { route: 'admin.information-pages', label: ar.nav.informationPages },
  { route: 'admin.plans', label: ar.nav.plans, role: 'admin' },
  { route: 'admin.settings', label: ar.nav.settings, role: 'admin' },
  { route: 'admin.partner-keys', label: ar.nav.partnerKeys, role: 'admin' },
  // Operations
  { route: 'admin.subscribers', label: ar.nav.subscribers, role: 'admin' },
  { route: 'admin.transactions', label: ar.nav.transactions, role: 'admin' },
  { route: 'admin.revenue', label: ar.nav.revenue, role: 'admin' },
  { route: 'admin.settlements', label: ar.nav.settlements, role: 'admin' },
  { route: 'admin.contact', label: ar.nav.contact, role: 'admin' },
  { route: 'admin.sms', label: ar.nav.sms, role: 'admin' },
  { route: 'admin.channels', label: ar.nav.channels, role: 'admin' },
  { route: 'admin.audit', label: ar.nav.audit, role: 'admin' },
  { route: 'admin.users', label: ar.nav.users, role: 'admin' },
];

/** The entries a user of this role may open. */
export function navigationFor(role: TAdminRole): NavigationEntry[] {
  return navigation.filter((entry) => !entry.role || entry.role === role);
}
