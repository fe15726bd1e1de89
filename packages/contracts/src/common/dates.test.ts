import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allContracts, contractKey } from '../index';
import { isWithinCalendar } from './fields';

interface DateField {
  where: string;
  schema: z.ZodType;
  kinds: Array<'date' | 'datetime'>;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown) => (schema as { def: Def }).def;

/** The ISO formats a schema node accepts: a date leaf, a datetime leaf, or a union of them. */
function dateKinds(schema: unknown): Array<'date' | 'datetime'> {
  const def = defOf(schema);
  if (def.type === 'string' && (def.format === 'date' || def.format === 'datetime')) return [def.format];
  if (def.type === 'union') return (def.options as unknown[]).flatMap(dateKinds);
  return [];
}

/**
 * Every date field in a schema, found by walking it (objects, wrappers, unions, arrays), and every
 * field whose name says it is a date (`…_at`, `…_date`), whatever its schema: a date field written
 * with a plain `z.string()` would escape the range check.
 */
function walk(schema: unknown, where: string, found: DateField[], named: string[], depth = 0): void {
  if (!schema || depth > 12) return;
  const kinds = dateKinds(schema);
  if (kinds.length > 0) {
    found.push({ where, schema: schema as z.ZodType, kinds });
    return;
  }
  const def = defOf(schema);
  const field = where.split('.').at(-1) ?? '';
  // A settlement column mapping names the operator's columns (`charged_at` is a column's name there).
  const columnName = /\.(columns|presets\.\*)\.\w+$/.test(where);
  if (
    /(_at|_date|^date)$/.test(field) &&
    !columnName &&
    !['optional', 'nullable', 'default', 'pipe'].includes(def.type)
  ) {
    named.push(where);
  }
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        walk(value, `${where}.${key}`, found, named, depth + 1);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      walk(def.innerType, where, found, named, depth + 1);
      return;
    case 'pipe':
      walk(def.in, where, found, named, depth + 1);
      walk(def.out, where, found, named, depth + 1);
      return;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, where, found, named, depth + 1);
      return;
    case 'array':
      walk(def.element, `${where}.0`, found, named, depth + 1);
      return;
    case 'intersection':
      walk(def.left, where, found, named, depth + 1);
      walk(def.right, where, found, named, depth + 1);
      return;
    case 'record':
      walk(def.valueType, `${where}.*`, found, named, depth + 1);
      return;
    default:
      return;
  }
}

const fields: DateField[] = [];
const misnamed: string[] = [];
for (const contract of allContracts) {
  for (const part of ['query', 'body', 'params', 'response'] as const)
    walk(contract[part], `${contractKey(contract)} ${part}`, fields, misnamed);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const iso = (year: number, kind: 'date' | 'datetime') =>
  kind === 'date' ? `${pad(year, 4)}-06-15` : `${pad(year, 4)}-06-15T12:00:00.000Z`;

describe('every date field of every contract: 1900 to 2100, else a named 422 (docs/security.md)', () => {
  it('finds the date fields (the walk is not vacuous)', () => {
    const where = fields.map((field) => field.where);
    expect(where).toContain('GET /api/client/my-bill/subscriber/transactions query.from');
    expect(where).toContain('POST /api/admin/news body.published_at');
    expect(where).toContain('POST /api/operator/notifications body.occurred_at');
    expect(where).toContain('POST /api/admin/price-lists body.list_date');
    expect(fields.length).toBeGreaterThan(40);
  });

  it('has no date field outside the shared schema (a field named like a date is a date schema)', () => {
    expect(misnamed).toEqual([]);
  });

  it('refuses any year outside 1900–2100 with the range rule, and accepts any year inside', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 2101, max: 9999 })),
        fc.integer({ min: 1900, max: 2100 }),
        (field, outside, inside) => {
          for (const kind of field.kinds) {
            const refused = field.schema.safeParse(iso(outside, kind));
            expect(refused.success, `${field.where} ${iso(outside, kind)}`).toBe(false);
            const rules = refused.error!.issues.map(
              (issue) => (issue as { params?: { rule?: string } }).params?.rule,
            );
            expect(rules, field.where).toContain('date_out_of_range');
            expect(field.schema.safeParse(iso(inside, kind)).success, `${field.where} ${inside}`).toBe(true);
          }
        },
      ),
      { numRuns: 500, seed: 1900_2100 },
    );
  });

  it('draws the line at the first and the last instant, offsets included', () => {
    expect(isWithinCalendar('1900-01-01T00:00:00.000Z')).toBe(true);
    expect(isWithinCalendar('1899-12-31T23:59:59.999Z')).toBe(false);
    expect(isWithinCalendar('2100-12-31T23:59:59.999Z')).toBe(true);
    expect(isWithinCalendar('2101-01-01T00:00:00.000Z')).toBe(false);
    expect(isWithinCalendar('2100-12-31T23:00:00-05:00')).toBe(false);
    expect(isWithinCalendar('1900-01-01T02:00:00+03:00')).toBe(false);
    // Not a date at all: the format check reports it, once.
    expect(isWithinCalendar('yesterday')).toBe(true);
  });
});
