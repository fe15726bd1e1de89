import type { TAdminCategory } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { ResourceScreen } from '../components/resource-screen';
import type { ResourceConfig } from '../components/resource-types';
import { activeAndOrder, englishField, englishValue, enumOptions, yesNo } from './options';

const config: ResourceConfig<TAdminCategory> = {
  key: 'categories',
  routes: {
    list: 'adminListCategories',
    create: 'adminCreateCategory',
    update: 'adminUpdateCategory',
    remove: 'adminDeleteCategory',
  },
  ...ar.resources.categories,
  columns: [
    { key: 'name', header: ar.fields.name, render: (item) => item.name },
    { key: 'slug', header: ar.fields.slug, ltr: true, render: (item) => item.slug },
    { key: 'kind', header: ar.fields.kind, render: (item) => ar.enums.categoryKind[item.kind] },
    { key: 'active', header: ar.fields.active, render: (item) => yesNo(item.active) },
  ],
  fields: [
    { name: 'name', label: ar.fields.name, kind: 'text' },
    englishField('name_en', ar.fields.nameEn, 'text', true),
    { name: 'slug', label: ar.fields.slug, kind: 'text', ltr: true },
    { name: 'kind', label: ar.fields.kind, kind: 'select', options: enumOptions(ar.enums.categoryKind) },
    { name: 'description', label: ar.fields.description, kind: 'textarea' },
    englishField('description_en', ar.fields.descriptionEn, 'textarea'),
    ...activeAndOrder,
  ],
  blank: {
    name: '',
    name_en: '',
    slug: '',
    kind: 'gold',
    description: '',
    description_en: '',
    sort_order: '0',
    active: true,
  },
  toForm: (item) => ({
    name: item.name,
    name_en: englishValue(item.name_en),
    slug: item.slug,
    kind: item.kind,
    description: item.description,
    description_en: englishValue(item.description_en),
    sort_order: String(item.sort_order),
    active: item.active,
  }),
  describe: (item) => item.name,
};

export function CategoriesScreen() {
  return <ResourceScreen config={config} />;
}
