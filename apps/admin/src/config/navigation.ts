import type { TAdminRole } from '@sarraf/contracts';
import { ar } from '../i18n/ar';
import type { AdminRouteName } from './routes';

export interface NavigationEntry {
  route: AdminRouteName;
  label: string;
  /** The roles that see the entry (the server refuses the others anyway); default: editors and admins. */
  roles?: readonly TAdminRole[];
}

const ADMIN = ['admin'] as const;
/** An operator's customer care reads its subscribers, their ledger, SMS and revenue (docs/operators.md#the-care-role). */
const ADMIN_AND_CARE = ['admin', 'care'] as const;

/**
 * The signed-in layout's menu, in order. Every screen family adds its entry here; an entry without
 * `roles` is for editors and admins.
 */
export const navigation: readonly NavigationEntry[] = [
  { route: 'admin.home', label: ar.nav.home, roles: ['admin', 'editor', 'care'] },
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
  { route: 'admin.plans', label: ar.nav.plans, roles: ADMIN },
  { route: 'admin.settings', label: ar.nav.settings, roles: ADMIN },
  { route: 'admin.partner-keys', label: ar.nav.partnerKeys, roles: ADMIN },
  // Operations
  { route: 'admin.subscribers', label: ar.nav.subscribers, roles: ADMIN_AND_CARE },
  { route: 'admin.transactions', label: ar.nav.transactions, roles: ADMIN_AND_CARE },
  { route: 'admin.revenue', label: ar.nav.revenue, roles: ADMIN_AND_CARE },
  { route: 'admin.settlements', label: ar.nav.settlements, roles: ADMIN },
  { route: 'admin.contact', label: ar.nav.contact, roles: ADMIN },
  { route: 'admin.sms', label: ar.nav.sms, roles: ADMIN_AND_CARE },
  { route: 'admin.channels', label: ar.nav.channels, roles: ADMIN },
  { route: 'admin.audit', label: ar.nav.audit, roles: ADMIN },
  { route: 'admin.users', label: ar.nav.users, roles: ADMIN },
];

/** The entries a user of this role may open. */
export function navigationFor(role: TAdminRole): NavigationEntry[] {
  return navigation.filter((entry) => (entry.roles ?? ['admin', 'editor']).includes(role));
}
