import type { TAdminCompany } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { ResourceScreen } from '../components/resource-screen';
import type { ResourceConfig } from '../components/resource-types';
import { activeAndOrder, enumOptions, yesNo } from './options';

const config: ResourceConfig<TAdminCompany> = {
  key: 'exchange-companies',
  routes: {
    list: 'adminListCompanies',
    create: 'adminCreateCompany',
    update: 'adminUpdateCompany',
    remove: 'adminDeleteCompany',
  },
  ...ar.resources.companies,
  columns: [
    { key: 'name', header: ar.fields.name, render: (item) => item.name },
    { key: 'scope', header: ar.fields.scope, render: (item) => ar.enums.scope[item.scope] },
    { key: 'city', header: ar.fields.city, render: (item) => item.city },
    { key: 'active', header: ar.fields.active, render: (item) => yesNo(item.active) },
  ],
  fields: [
    { name: 'name', label: ar.fields.name, kind: 'text' },
    { name: 'scope', label: ar.fields.scope, kind: 'select', options: enumOptions(ar.enums.scope) },
    { name: 'city', label: ar.fields.city, kind: 'text' },
    { name: 'address', label: ar.fields.address, kind: 'text' },
    { name: 'website', label: ar.fields.website, kind: 'url', optional: true },
    ...activeAndOrder,
  ],
  blank: { name: '', scope: 'local', city: '', address: '', website: '', sort_order: '0', active: true },
  toForm: (item) => ({
    name: item.name,
    scope: item.scope,
    city: item.city,
    address: item.address,
    website: item.website ?? '',
    sort_order: String(item.sort_order),
    active: item.active,
  }),
  describe: (item) => item.name,
};

export function CompaniesScreen() {
  return <ResourceScreen config={config} />;
}
