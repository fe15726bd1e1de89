import type { TAdminCurrency } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { ResourceScreen } from '../components/resource-screen';
import type { ResourceConfig } from '../components/resource-types';
import { activeAndOrder, yesNo } from './options';

const config: ResourceConfig<TAdminCurrency> = {
  key: 'currencies',
  routes: {
    list: 'adminListCurrencies',
    create: 'adminCreateCurrency',
    update: 'adminUpdateCurrency',
    remove: 'adminDeleteCurrency',
  },
  ...ar.resources.currencies,
  columns: [
    { key: 'code', header: ar.fields.code, ltr: true, render: (item) => `${item.flag} ${item.code}` },
    { key: 'name', header: ar.fields.name, render: (item) => item.name },
    { key: 'symbol', header: ar.fields.symbol, render: (item) => item.symbol },
    { key: 'base', header: ar.fields.base, render: (item) => yesNo(item.is_base) },
    { key: 'active', header: ar.fields.active, render: (item) => yesNo(item.active) },
  ],
  fields: [
    { name: 'code', label: ar.fields.code, kind: 'text', ltr: true },
    { name: 'name', label: ar.fields.name, kind: 'text' },
    { name: 'symbol', label: ar.fields.symbol, kind: 'text' },
    { name: 'flag', label: ar.fields.flag, kind: 'text' },
    { name: 'minor_units', label: ar.fields.minorUnits, kind: 'number' },
    ...activeAndOrder,
  ],
  blank: { code: '', name: '', symbol: '', flag: '', minor_units: '2', sort_order: '0', active: true },
  toForm: (item) => ({
    code: item.code,
    name: item.name,
    symbol: item.symbol,
    flag: item.flag,
    minor_units: String(item.minor_units),
    sort_order: String(item.sort_order),
    active: item.active,
  }),
  describe: (item) => `${item.code} ${item.name}`,
};

export function CurrenciesScreen() {
  return <ResourceScreen config={config} />;
}
