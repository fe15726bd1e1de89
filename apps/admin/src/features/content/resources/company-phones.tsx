import type { TAdminCompany, TAdminCompanyPhone } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { fetchOptions } from '../api/resource-api';
import { ResourceScreen } from '../components/resource-screen';
import type { ResourceConfig } from '../components/resource-types';
import { enumOptions } from './options';
import { Msisdn } from '../../../components/ui/ltr';

const config: ResourceConfig<TAdminCompanyPhone> = {
  key: 'exchange-company-phones',
  routes: {
    list: 'adminListCompanyPhones',
    create: 'adminCreateCompanyPhone',
    update: 'adminUpdateCompanyPhone',
    remove: 'adminDeleteCompanyPhone',
  },
  ...ar.resources.companyPhones,
  columns: [
    { key: 'company', header: ar.fields.company, render: (item) => item.company_name },
    { key: 'phone', header: ar.fields.phone, render: (item) => <Msisdn value={item.phone} /> },
    { key: 'label', header: ar.fields.label, render: (item) => item.label ?? '—' },
    { key: 'kind', header: ar.fields.phoneKind, render: (item) => ar.enums.phoneKind[item.kind] },
  ],
  fields: [
    {
      name: 'company_id',
      label: ar.fields.company,
      kind: 'select',
      numeric: true,
      optionsFrom: {
        key: 'exchange-companies',
        load: () =>
          fetchOptions<TAdminCompany>('adminListCompanies', (c) => ({
            value: String(c.id),
            label: c.name,
          })),
      },
    },
    { name: 'phone', label: ar.fields.phone, kind: 'text', ltr: true },
    { name: 'label', label: ar.fields.label, kind: 'text', optional: true },
    { name: 'kind', label: ar.fields.phoneKind, kind: 'select', options: enumOptions(ar.enums.phoneKind) },
    { name: 'sort_order', label: ar.fields.sortOrder, kind: 'number' },
  ],
  blank: { company_id: '', phone: '', label: '', kind: 'phone', sort_order: '0' },
  toForm: (item) => ({
    company_id: String(item.company_id),
    phone: item.phone,
    label: item.label ?? '',
    kind: item.kind,
    sort_order: String(item.sort_order),
  }),
  describe: (item) => `${item.company_name} +${item.phone}`,
};

export function CompanyPhonesScreen() {
  return <ResourceScreen config={config} />;
}
