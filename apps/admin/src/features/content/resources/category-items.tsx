import type { TAdminCategory, TAdminCategoryItem, TAdminCurrency } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { fetchOptions } from '../api/resource-api';
import { ResourceScreen } from '../components/resource-screen';
import type { ResourceConfig } from '../components/resource-types';
import { activeAndOrder, englishField, englishValue, yesNo } from './options';

const config: ResourceConfig<TAdminCategoryItem> = {
  key: 'category-items',
  routes: {
    list: 'adminListCategoryItems',
    create: 'adminCreateCategoryItem',
    update: 'adminUpdateCategoryItem',
    remove: 'adminDeleteCategoryItem',
  },
  ...ar.resources.categoryItems,
  columns: [
    { key: 'name', header: ar.fields.name, render: (item) => item.name },
    { key: 'category', header: ar.fields.category, render: (item) => item.category_name },
    { key: 'unit', header: ar.fields.unit, render: (item) => item.unit },
    { key: 'active', header: ar.fields.active, render: (item) => yesNo(item.active) },
  ],
  fields: [
    {
      name: 'category_id',
      label: ar.fields.category,
      kind: 'select',
      numeric: true,
      optionsFrom: {
        key: 'categories',
        load: () =>
          fetchOptions<TAdminCategory>('adminListCategories', (c) => ({
            value: String(c.id),
            label: c.name,
          })),
      },
    },
    { name: 'name', label: ar.fields.name, kind: 'text' },
    englishField('name_en', ar.fields.nameEn, 'text', true),
    { name: 'unit', label: ar.fields.unit, kind: 'text' },
    englishField('unit_en', ar.fields.unitEn),
    {
      name: 'currency_id',
      label: ar.fields.currency,
      kind: 'select',
      numeric: true,
      optional: true,
      optionsFrom: {
        key: 'currencies',
        load: () =>
          fetchOptions<TAdminCurrency>('adminListCurrencies', (c) => ({
            value: String(c.id),
            label: `${c.code} ${c.name}`,
          })),
      },
    },
    { name: 'description', label: ar.fields.description, kind: 'textarea' },
    englishField('description_en', ar.fields.descriptionEn, 'textarea'),
    ...activeAndOrder,
  ],
  blank: {
    category_id: '',
    name: '',
    name_en: '',
    unit: '',
    unit_en: '',
    currency_id: '',
    description: '',
    description_en: '',
    sort_order: '0',
    active: true,
  },
  toForm: (item) => ({
    category_id: String(item.category_id),
    name: item.name,
    name_en: englishValue(item.name_en),
    unit: item.unit,
    unit_en: englishValue(item.unit_en),
    currency_id: item.currency_id === null ? '' : String(item.currency_id),
    description: item.description,
    description_en: englishValue(item.description_en),
    sort_order: String(item.sort_order),
    active: item.active,
  }),
  describe: (item) => item.name,
};

export function CategoryItemsScreen() {
  return <ResourceScreen config={config} />;
}
