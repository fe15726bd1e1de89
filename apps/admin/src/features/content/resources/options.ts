import { ar } from '../../../i18n/ar';

/** A closed set of values as select options, labelled in Arabic. */
export function enumOptions<K extends string>(labels: Record<K, string>) {
  return (Object.entries(labels) as Array<[K, string]>).map(([value, label]) => ({ value, label }));
}

export const yesNo = (value: boolean) => (value ? ar.crud.yes : ar.crud.no);

/**
 * The English version of a text, beside its Arabic field (docs/product.md#languages); the first
 * one of a form carries the hint that it is optional and what shows without it.
 */
export function englishField(
  name: string,
  label: string,
  kind: 'text' | 'textarea' | 'richtext' = 'text',
  withHint = false,
) {
  return { name, label, kind, english: true, ...(withHint ? { hint: ar.fields.englishHint } : {}) } as const;
}

/** A stored English text as a form value: none is an empty field. */
export const englishValue = (value: string | null) => value ?? '';

/** The fields every ordered, switchable resource shares. */
export const activeAndOrder = [
  { name: 'sort_order', label: ar.fields.sortOrder, kind: 'number' },
  { name: 'active', label: ar.fields.active, kind: 'checkbox' },
] as const;
