import { useMemo } from 'react';
import type { TAdminOperator, TAdminPlan } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { useOperators } from '../../../lib/operators';
import { ResourceScreen } from '../components/resource-screen';
import type { ResourceConfig } from '../components/resource-types';
import { activeAndOrder, englishField, englishValue, enumOptions, yesNo } from './options';
import { planSavedMessage } from './plan-price-note';

const config: ResourceConfig<TAdminPlan> = {
  key: 'plans',
  routes: {
    list: 'adminListPlans',
    create: 'adminCreatePlan',
    update: 'adminUpdatePlan',
    remove: 'adminDeletePlan',
  },
  ...ar.resources.plans,
  columns: [
    { key: 'name', header: ar.fields.name, render: (item) => item.name },
    {
      key: 'price',
      header: ar.fields.price,
      ltr: true,
      render: (item) => `${item.price_minor} ${item.currency}`,
    },
    { key: 'period', header: ar.fields.period, render: (item) => ar.enums.period[item.period] },
    { key: 'active', header: ar.fields.active, render: (item) => yesNo(item.active) },
  ],
  fields: [
    { name: 'name', label: ar.fields.name, kind: 'text' },
    englishField('name_en', ar.fields.nameEn, 'text', true),
    {
      name: 'price_minor',
      label: ar.fields.price,
      hint: `${ar.fields.priceHint} ${ar.planPrice.hint}`,
      kind: 'number',
    },
    { name: 'currency', label: ar.fields.planCurrency, kind: 'text', ltr: true },
    { name: 'period', label: ar.fields.period, kind: 'select', options: enumOptions(ar.enums.period) },
    { name: 'free_trial_days', label: ar.fields.freeTrial, kind: 'number' },
    { name: 'grace_days', label: ar.fields.graceDays, kind: 'number' },
    { name: 'suspension_days', label: ar.fields.suspensionDays, kind: 'number' },
    { name: 'max_alerts', label: ar.fields.maxAlerts, kind: 'number' },
    { name: 'description', label: ar.fields.description, kind: 'textarea' },
    englishField('description_en', ar.fields.descriptionEn, 'textarea'),
    ...activeAndOrder,
  ],
  blank: {
    name: '',
    name_en: '',
    price_minor: '',
    currency: 'YER',
    period: 'monthly',
    free_trial_days: '0',
    grace_days: '3',
    suspension_days: '30',
    max_alerts: '3',
    description: '',
    description_en: '',
    sort_order: '0',
    active: true,
  },
  toForm: (item) => ({
    name: item.name,
    name_en: englishValue(item.name_en),
    price_minor: String(item.price_minor),
    currency: item.currency,
    period: item.period,
    free_trial_days: String(item.free_trial_days),
    grace_days: String(item.grace_days),
    suspension_days: String(item.suspension_days),
    max_alerts: String(item.max_alerts),
    description: item.description,
    description_en: englishValue(item.description_en),
    sort_order: String(item.sort_order),
    active: item.active,
  }),
  describe: (item) => item.name,
  savedMessage: planSavedMessage,
};

/**
 * With several operators each plan names its own (docs/operators.md#plans): the form asks which,
 * by the operator's Arabic name, and the list says it. With one operator the screen is as it was
 * and the server files every plan under that one.
 */
function withOperators(
  base: ResourceConfig<TAdminPlan>,
  operators: readonly TAdminOperator[],
): ResourceConfig<TAdminPlan> {
  const nameOf = (id: string) => operators.find((operator) => operator.id === id)?.name.ar ?? id;
  const [name, ...otherColumns] = base.columns;
  return {
    ...base,
    columns: [
      ...(name ? [name] : []),
      { key: 'operator', header: ar.fields.operator, render: (item) => nameOf(item.operator_id) },
      ...otherColumns,
    ],
    fields: [
      {
        name: 'operator_id',
        label: ar.fields.operator,
        hint: ar.fields.operatorHint,
        kind: 'select',
        placeholder: ar.fields.chooseOperator,
        options: operators.map((operator) => ({ value: operator.id, label: operator.name.ar })),
      },
      ...base.fields,
    ],
    blank: { ...base.blank, operator_id: '' },
    toForm: (item) => ({ ...base.toForm(item), operator_id: item.operator_id }),
  };
}

export function PlansScreen() {
  const operators = useOperators().data;
  const screen = useMemo(
    () => (operators && operators.length > 1 ? withOperators(config, operators) : config),
    [operators],
  );
  return <ResourceScreen config={screen} />;
}
