import { ar } from '../../../i18n/ar';

/** A closed set of values as select options, labelled in Arabic. */
export function enumOptions<K extends string>(labels: Record<K, string>) {
  return (Object.entries(labels) as Array<[K, string]>).map(([value, label]) => ({ value, label }));
}

export const yesNo = (value: boolean) => (value ? ar.crud.yes : ar.crud.no);

/** The fields every ordered, switchable resource shares. */
export const activeAndOrder = [
  { name: 'sort_order', label: ar.fields.sortOrder, kind: 'number' },
  { name: 'active', label: ar.fields.active, kind: 'checkbox' },
] as const;
