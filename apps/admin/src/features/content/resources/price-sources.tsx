import type { TAdminPriceSource } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { ResourceScreen } from '../components/resource-screen';
import type { ResourceConfig } from '../components/resource-types';
import { activeAndOrder, englishField, englishValue, enumOptions, yesNo } from './options';

const config: ResourceConfig<TAdminPriceSource> = {
  key: 'price-sources',
  routes: {
    list: 'adminListPriceSources',
    create: 'adminCreatePriceSource',
    update: 'adminUpdatePriceSource',
    remove: 'adminDeletePriceSource',
  },
  ...ar.resources.priceSources,
  columns: [
    { key: 'name', header: ar.fields.name, render: (item) => item.name },
    { key: 'city', header: ar.fields.city, render: (item) => item.city },
    { key: 'type', header: ar.fields.type, render: (item) => ar.enums.sourceType[item.type] },
    { key: 'freshness', header: ar.fields.freshness, render: (item) => item.freshness_minutes },
    { key: 'primary', header: ar.fields.isPrimary, render: (item) => yesNo(item.is_primary) },
    { key: 'active', header: ar.fields.active, render: (item) => yesNo(item.active) },
  ],
  fields: [
    { name: 'name', label: ar.fields.name, kind: 'text' },
    { name: 'city', label: ar.fields.city, kind: 'text' },
    englishField('name_en', ar.fields.nameEn, 'text', true),
    englishField('city_en', ar.fields.cityEn),
    { name: 'type', label: ar.fields.type, kind: 'select', options: enumOptions(ar.enums.sourceType) },
    { name: 'freshness_minutes', label: ar.fields.freshness, hint: ar.fields.freshnessHint, kind: 'number' },
    { name: 'description', label: ar.fields.description, kind: 'textarea', optional: false },
    englishField('description_en', ar.fields.descriptionEn, 'textarea'),
    { name: 'is_primary', label: ar.fields.isPrimary, kind: 'checkbox' },
    ...activeAndOrder,
  ],
  blank: {
    name: '',
    city: '',
    type: 'parallel',
    freshness_minutes: '1440',
    description: '',
    name_en: '',
    city_en: '',
    description_en: '',
    is_primary: false,
    sort_order: '0',
    active: true,
  },
  toForm: (item) => ({
    name: item.name,
    city: item.city,
    type: item.type,
    freshness_minutes: String(item.freshness_minutes),
    description: item.description,
    name_en: englishValue(item.name_en),
    city_en: englishValue(item.city_en),
    description_en: englishValue(item.description_en),
    is_primary: item.is_primary,
    sort_order: String(item.sort_order),
    active: item.active,
  }),
  describe: (item) => `${item.name} (${item.city})`,
};

export function PriceSourcesScreen() {
  return <ResourceScreen config={config} />;
}
