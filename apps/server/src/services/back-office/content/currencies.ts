import { asc, eq } from 'drizzle-orm';
import type { TAdminCurrency, TAdminCurrencyInput } from '@sarraf/contracts';
import { currencies } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import { CONTENT_TAGS } from '../../content-cache';
import type { CrudResource } from './crud-resource';

type Row = typeof currencies.$inferSelect;

const toItem = (row: Row): TAdminCurrency => ({
  id: row.id,
  code: row.code,
  name: row.name,
  symbol: row.symbol,
  flag: row.flag,
  minor_units: row.minorUnits,
  is_base: row.isBase,
  active: row.active,
  sort_order: row.sortOrder,
});

const toRow = (input: TAdminCurrencyInput) => ({
  code: input.code,
  name: input.name,
  symbol: input.symbol,
  flag: input.flag,
  minorUnits: input.minor_units,
  active: input.active,
  sortOrder: input.sort_order,
  updatedAt: new Date(),
});

/** Currencies (ISO code, Arabic name, flag). One with rates is deactivated, never deleted. */
export const currencyResource: CrudResource<TAdminCurrency, TAdminCurrencyInput, number> = {
  entity: 'currency',
  tags: [CONTENT_TAGS.currencies, CONTENT_TAGS.rates, CONTENT_TAGS.categories],
  uniqueFields: { currencies_code_unique: 'code' },
  async all(db) {
    const rows = await db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.id));
    return rows.map(toItem);
  },
  searchText: (item) => `${item.code} ${item.name}`,
  async find(db, id) {
    const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
    return row ? toItem(row) : undefined;
  },
  async create(tx, input) {
    const [row] = await tx.insert(currencies).values(toRow(input)).returning({ id: currencies.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await tx.update(currencies).set(toRow(input)).where(eq(currencies.id, id));
  },
  async remove(tx, id) {
    await tx.delete(currencies).where(eq(currencies.id, id));
  },
  assertRemovable(item) {
    // Every rate is quoted in the base currency: without it nothing converts.
    if (item.is_base) throw new HttpError(409, 'base_currency_locked');
  },
};
