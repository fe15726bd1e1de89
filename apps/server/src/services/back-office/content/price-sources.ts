import { asc, eq, ne } from 'drizzle-orm';
import type { TAdminPriceSource, TAdminPriceSourceInput } from '@sarraf/contracts';
import type { Tx } from '../../../db/client';
import { priceSources } from '../../../db/schema/index';
import { englishColumns } from '../../../lib/content-language';
import { CONTENT_TAGS } from '../../content-cache';
import type { CrudResource } from './crud-resource';

type Row = typeof priceSources.$inferSelect;

const toItem = (row: Row): TAdminPriceSource => ({
  id: row.id,
  name: row.name,
  city: row.city,
  type: row.type,
  description: row.description,
  name_en: row.nameEn,
  city_en: row.cityEn,
  description_en: row.descriptionEn,
  freshness_minutes: row.freshnessMinutes,
  is_primary: row.isPrimary,
  active: row.active,
  sort_order: row.sortOrder,
});

const toRow = (input: TAdminPriceSourceInput) => ({
  name: input.name,
  city: input.city,
  type: input.type,
  description: input.description,
  ...englishColumns(input, { name_en: 'nameEn', city_en: 'cityEn', description_en: 'descriptionEn' }),
  freshnessMinutes: input.freshness_minutes,
  isPrimary: input.is_primary,
  active: input.active,
  sortOrder: input.sort_order,
  updatedAt: new Date(),
});

// Only one source is the converter's default: choosing a new one takes the mark from the old.
async function clearOtherPrimary(tx: Tx, input: TAdminPriceSourceInput, keepId?: number) {
  if (!input.is_primary) return;
  await tx
    .update(priceSources)
    .set({ isPrimary: false })
    .where(keepId === undefined ? eq(priceSources.isPrimary, true) : ne(priceSources.id, keepId));
}

/** Markets, banks and companies that quote rates, with their city and freshness window. */
export const priceSourceResource: CrudResource<TAdminPriceSource, TAdminPriceSourceInput, number> = {
  entity: 'price_source',
  tags: [CONTENT_TAGS.priceSources, CONTENT_TAGS.rates, CONTENT_TAGS.priceLists, CONTENT_TAGS.categories],
  async all(db) {
    const rows = await db
      .select()
      .from(priceSources)
      .orderBy(asc(priceSources.sortOrder), asc(priceSources.id));
    return rows.map(toItem);
  },
  searchText: (item) => `${item.name} ${item.city} ${item.name_en ?? ''} ${item.city_en ?? ''}`,
  async find(db, id) {
    const [row] = await db.select().from(priceSources).where(eq(priceSources.id, id));
    return row ? toItem(row) : undefined;
  },
  async create(tx, input) {
    await clearOtherPrimary(tx, input);
    const [row] = await tx.insert(priceSources).values(toRow(input)).returning({ id: priceSources.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await clearOtherPrimary(tx, input, id);
    await tx.update(priceSources).set(toRow(input)).where(eq(priceSources.id, id));
  },
  async remove(tx, id) {
    await tx.delete(priceSources).where(eq(priceSources.id, id));
  },
};
