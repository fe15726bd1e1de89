import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { TAdminPriceList, TAdminPriceListInput } from '@sarraf/contracts';
import type { Db, Tx } from '../../../db/client';
import { currencies, priceListItems, priceLists, priceSources } from '../../../db/schema/index';
import { unprocessable } from '../../../lib/http-error';
import type { MessageKey } from '../../../lib/messages';
import { CONTENT_TAGS } from '../../content-cache';
import { trimDecimal } from '@sarraf/contracts/number-text';
import type { CrudResource } from './crud-resource';

async function load(db: Db | Tx, ids?: number[]): Promise<TAdminPriceList[]> {
  const lists = await db
    .select({
      id: priceLists.id,
      sourceId: priceLists.sourceId,
      sourceName: priceSources.name,
      title: priceLists.title,
      listDate: priceLists.listDate,
      notes: priceLists.notes,
    })
    .from(priceLists)
    .innerJoin(priceSources, eq(priceSources.id, priceLists.sourceId))
    .where(ids ? inArray(priceLists.id, ids) : undefined)
    .orderBy(desc(priceLists.listDate), asc(priceSources.sortOrder), desc(priceLists.id));
  if (lists.length === 0) return [];
  const lines = await db
    .select({
      listId: priceListItems.priceListId,
      currencyId: priceListItems.currencyId,
      code: currencies.code,
      buy: priceListItems.buy,
      sell: priceListItems.sell,
      note: priceListItems.note,
    })
    .from(priceListItems)
    .innerJoin(currencies, eq(currencies.id, priceListItems.currencyId))
    .where(
      inArray(
        priceListItems.priceListId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(priceListItems.sortOrder), asc(priceListItems.id));
  return lists.map((list) => ({
    id: list.id,
    source_id: list.sourceId,
    source_name: list.sourceName,
    title: list.title,
    list_date: list.listDate,
    notes: list.notes,
    items: lines
      .filter((line) => line.listId === list.id)
      .map((line) => ({
        currency_id: line.currencyId,
        code: line.code,
        buy: trimDecimal(line.buy),
        sell: trimDecimal(line.sell),
        note: line.note,
      })),
  }));
}

// Unknown source or currency, or a currency twice: said on the field, not left to a foreign key.
async function assertReferences(tx: Tx, input: TAdminPriceListInput) {
  const errors: Record<string, MessageKey[]> = {};
  const [source] = await tx
    .select({ id: priceSources.id })
    .from(priceSources)
    .where(eq(priceSources.id, input.source_id));
  if (!source) errors.source_id = ['unknown_source'];
  const ids = input.items.map((line) => line.currency_id);
  const known = new Set(
    (await tx.select({ id: currencies.id }).from(currencies).where(inArray(currencies.id, ids))).map(
      (row) => row.id,
    ),
  );
  const seen = new Set<number>();
  input.items.forEach((line, index) => {
    if (!known.has(line.currency_id)) errors[`items.${index}.currency_id`] = ['unknown_currency'];
    else if (seen.has(line.currency_id)) errors[`items.${index}.currency_id`] = ['duplicate_currency'];
    seen.add(line.currency_id);
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

async function writeLines(tx: Tx, listId: number, input: TAdminPriceListInput) {
  await tx.delete(priceListItems).where(eq(priceListItems.priceListId, listId));
  await tx.insert(priceListItems).values(
    input.items.map((line, index) => ({
      priceListId: listId,
      currencyId: line.currency_id,
      buy: line.buy,
      sell: line.sell,
      note: line.note || null,
      sortOrder: index,
    })),
  );
}

/** Dated bulletins of a source (نشرة الأسعار), one per source and day; a correction replaces its lines. */
export const priceListResource: CrudResource<TAdminPriceList, TAdminPriceListInput, number> = {
  entity: 'price_list',
  tags: [CONTENT_TAGS.priceLists],
  uniqueFields: { price_lists_source_date_unique: 'list_date' },
  all: (db) => load(db),
  searchText: (item) => `${item.title} ${item.source_name} ${item.list_date}`,
  async find(db, id) {
    return (await load(db, [id]))[0];
  },
  async create(tx, input, adminId) {
    await assertReferences(tx, input);
    const [row] = await tx
      .insert(priceLists)
      .values({
        sourceId: input.source_id,
        title: input.title,
        listDate: input.list_date,
        notes: input.notes,
        publishedBy: adminId,
      })
      .returning({ id: priceLists.id });
    await writeLines(tx, row!.id, input);
    return row!.id;
  },
  async update(tx, id, input, adminId) {
    await assertReferences(tx, input);
    await tx
      .update(priceLists)
      .set({
        sourceId: input.source_id,
        title: input.title,
        listDate: input.list_date,
        notes: input.notes,
        publishedBy: adminId,
        updatedAt: new Date(),
      })
      .where(eq(priceLists.id, id));
    await writeLines(tx, id, input);
  },
  async remove(tx, id) {
    await tx.delete(priceLists).where(eq(priceLists.id, id));
  },
};
