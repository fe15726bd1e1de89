import type { TAdminPriceList, TAdminPriceSource } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { serviceToday } from '../../../lib/format';
import { fetchOptions } from '../api/resource-api';
import { ResourceScreen } from '../components/resource-screen';
import type { ResourceConfig } from '../components/resource-types';

// The bulletin's day in the service's zone, as the portal dates it.
const today = () => serviceToday();

const config: ResourceConfig<TAdminPriceList> = {
  key: 'price-lists',
  routes: {
    list: 'adminListPriceLists',
    create: 'adminCreatePriceList',
    update: 'adminUpdatePriceList',
    remove: 'adminDeletePriceList',
  },
  title: ar.priceLists.title,
  singular: ar.priceLists.singular,
  columns: [
    { key: 'title', header: ar.priceLists.listTitle, render: (item) => item.title },
    { key: 'source', header: ar.rates.source, render: (item) => item.source_name },
    { key: 'date', header: ar.priceLists.date, ltr: true, render: (item) => item.list_date },
    { key: 'lines', header: ar.priceLists.lines, render: (item) => item.items.length },
  ],
  fields: [
    {
      name: 'source_id',
      label: ar.rates.source,
      kind: 'select',
      numeric: true,
      optionsFrom: {
        key: 'price-sources-options',
        load: () =>
          fetchOptions<TAdminPriceSource>('adminListPriceSources', (s) => ({
            value: String(s.id),
            label: `${s.name} · ${s.city}`,
          })),
      },
    },
    { name: 'title', label: ar.priceLists.listTitle, kind: 'text' },
    { name: 'list_date', label: ar.priceLists.date, kind: 'text', ltr: true, hint: ar.priceLists.dateHint },
    { name: 'notes', label: ar.priceLists.notes, kind: 'textarea' },
    { name: 'items', label: ar.priceLists.lines, kind: 'priceLines' },
  ],
  blank: { source_id: '', title: '', list_date: today(), notes: '', items: '[]' },
  toForm: (item) => ({
    source_id: String(item.source_id),
    title: item.title,
    list_date: item.list_date,
    notes: item.notes,
    items: JSON.stringify(item.items.map((line) => ({ ...line, note: line.note ?? '' }))),
  }),
  describe: (item) => `${item.title} (${item.list_date})`,
};

export function PriceListsScreen() {
  return <ResourceScreen config={config} />;
}
