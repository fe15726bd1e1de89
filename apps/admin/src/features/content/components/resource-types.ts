import type { ReactNode } from 'react';
import { fromZoneInput } from '../../../lib/format';
import type { ResourceRoutes } from '../api/resource-api';

export type FormValues = Record<string, string | boolean>;

interface BaseField {
  name: string;
  label: string;
  hint?: string;
  /** An empty value is sent as null (the contract's nullable fields). */
  optional?: boolean;
  /**
   * The English version of a text (docs/product.md#languages): typed left to right, marked as
   * English, optional (blank is sent as null: the portal then shows the Arabic text).
   */
  english?: boolean;
}

export type FieldSpec =
  | (BaseField & { kind: 'text' | 'url' | 'textarea'; ltr?: boolean })
  | (BaseField & { kind: 'number'; ltr?: boolean })
  | (BaseField & { kind: 'checkbox' })
  /** Sanitised HTML, edited in the rich-text editor. */
  | (BaseField & { kind: 'richtext' })
  /** An uploaded image's URL. */
  | (BaseField & { kind: 'image' })
  /** A price list's lines, held as JSON in the form and sent as `[{currency_id, buy, sell, note}]`. */
  | (BaseField & { kind: 'priceLines' })
  /** An instant, typed in local time and sent as ISO 8601. */
  | (BaseField & { kind: 'datetime'; ltr?: boolean })
  | (BaseField & {
      kind: 'select';
      options?: ReadonlyArray<{ value: string; label: string }>;
      /** Options read from another resource; `key` names its cache entry. */
      optionsFrom?: { key: string; load: () => Promise<Array<{ value: string; label: string }>> };
      /** The value is a number id in the request. */
      numeric?: boolean;
      /**
       * The first option, chosen until the editor picks another. While it is chosen the field is
       * left out of the request, so the server's own message says what is missing.
       */
      placeholder?: string;
    });

export interface ResourceColumn<Item> {
  key: string;
  header: string;
  render: (item: Item) => ReactNode;
  ltr?: boolean;
}

/** Everything the generic screen needs to list, create, edit and delete one resource. */
export interface ResourceConfig<Item extends { id: string | number }> {
  /** Query key. */
  key: string;
  /** The resource's endpoints by name in the route table, checked against `Item`. */
  routes: ResourceRoutes<Item>;
  title: string;
  singular: string;
  columns: ReadonlyArray<ResourceColumn<Item>>;
  fields: readonly FieldSpec[];
  /** The form of a new item. */
  blank: FormValues;
  /** An item's current values as form values. */
  toForm: (item: Item) => FormValues;
  /** How to name an item in the delete question. */
  describe: (item: Item) => string;
  /** What to tell the editor once the server saved it, when more than "saved" (a plan's new price). */
  savedMessage?: (item: Item) => string | null;
}

/** Form values → the request body: numbers parsed, empty optional values as null. */
export function toRequest(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'checkbox') body[field.name] = value === true;
    else if (field.kind === 'select' && field.placeholder && (value ?? '') === '') continue;
    else if (field.kind === 'priceLines') {
      const lines = JSON.parse(typeof value === 'string' && value ? value : '[]') as Array<{
        currency_id: number;
        buy: string;
        sell: string;
        note: string;
      }>;
      body[field.name] = lines
        .filter((line) => line.buy.trim() || line.sell.trim())
        .map((line) => ({ ...line, note: line.note.trim() || null }));
    } else if (typeof value === 'string' && value.trim() === '' && (field.optional || field.english))
      body[field.name] = null;
    else if (field.kind === 'datetime' && typeof value === 'string') {
      // Typed on the service zone's clock, whatever the browser's (docs/design.md#one-clock).
      const instant = fromZoneInput(value);
      body[field.name] = instant ? instant.toISOString() : value;
    } else if (field.kind === 'number' || (field.kind === 'select' && field.numeric)) {
      const text = String(value ?? '').trim();
      // A non-number goes as typed so the server names the field in its 422.
      body[field.name] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    } else body[field.name] = value ?? '';
  }
  return body;
}
