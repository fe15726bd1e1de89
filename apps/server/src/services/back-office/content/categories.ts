import { and, asc, eq } from 'drizzle-orm';
import type {
  TAdminCategory,
  TAdminCategoryInput,
  TAdminCategoryItem,
  TAdminCategoryItemInput,
} from '@sarraf/contracts';
import type { Tx } from '../../../db/client';
import { categories, categoryItems, currencies } from '../../../db/schema/index';
import { englishColumns } from '../../../lib/content-language';
import { unprocessable } from '../../../lib/http-error';
import { CONTENT_TAGS } from '../../content-cache';
import type { CrudResource } from './crud-resource';

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow): TAdminCategory => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  kind: row.kind,
  description: row.description,
  name_en: row.nameEn,
  description_en: row.descriptionEn,
  active: row.active,
  sort_order: row.sortOrder,
});

const toCategoryRow = (input: TAdminCategoryInput) => ({
  slug: input.slug,
  name: input.name,
  kind: input.kind,
  description: input.description,
  ...englishColumns(input, { name_en: 'nameEn', description_en: 'descriptionEn' }),
  active: input.active,
  sortOrder: input.sort_order,
  updatedAt: new Date(),
});

/** Families of priced things (currencies, gold, fuel); deleting one deletes its items. */
export const categoryResource: CrudResource<TAdminCategory, TAdminCategoryInput, number> = {
  entity: 'category',
  tags: [CONTENT_TAGS.categories, CONTENT_TAGS.categoryPrices],
  uniqueFields: { categories_slug_unique: 'slug' },
  async all(db) {
    const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
    return rows.map(toCategory);
  },
  searchText: (item) => `${item.name} ${item.slug} ${item.name_en ?? ''}`,
  async find(db, id) {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    return row ? toCategory(row) : undefined;
  },
  async create(tx, input) {
    const [row] = await tx.insert(categories).values(toCategoryRow(input)).returning({ id: categories.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await tx.update(categories).set(toCategoryRow(input)).where(eq(categories.id, id));
  },
  async remove(tx, id) {
    await tx.delete(categories).where(eq(categories.id, id));
  },
};

const itemColumns = {
  id: categoryItems.id,
  categoryId: categoryItems.categoryId,
  categoryName: categories.name,
  name: categoryItems.name,
  unit: categoryItems.unit,
  description: categoryItems.description,
  nameEn: categoryItems.nameEn,
  unitEn: categoryItems.unitEn,
  descriptionEn: categoryItems.descriptionEn,
  currencyId: categoryItems.currencyId,
  active: categoryItems.active,
  sortOrder: categoryItems.sortOrder,
};

interface ItemRow {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  unit: string;
  description: string;
  nameEn: string | null;
  unitEn: string | null;
  descriptionEn: string | null;
  currencyId: number | null;
  active: boolean;
  sortOrder: number;
}

const toItem = (row: ItemRow): TAdminCategoryItem => ({
  id: row.id,
  category_id: row.categoryId,
  category_name: row.categoryName,
  name: row.name,
  unit: row.unit,
  description: row.description,
  name_en: row.nameEn,
  unit_en: row.unitEn,
  description_en: row.descriptionEn,
  currency_id: row.currencyId,
  active: row.active,
  sort_order: row.sortOrder,
});

// A foreign key would refuse an unknown category too, but as a 500-looking error: say which field.
async function assertReferences(tx: Tx, input: TAdminCategoryItemInput) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  const currency =
    input.currency_id === null
      ? true
      : (
          await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, input.currency_id))
        )[0];
  const errors: Record<string, ['unknown_category' | 'unknown_currency']> = {};
  if (!category) errors.category_id = ['unknown_category'];
  if (!currency) errors.currency_id = ['unknown_currency'];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

const toItemRow = (input: TAdminCategoryItemInput) => ({
  categoryId: input.category_id,
  name: input.name,
  unit: input.unit,
  description: input.description,
  ...englishColumns(input, { name_en: 'nameEn', unit_en: 'unitEn', description_en: 'descriptionEn' }),
  currencyId: input.currency_id,
  active: input.active,
  sortOrder: input.sort_order,
  updatedAt: new Date(),
});

/** The priced things of a category (ذهب عيار 21, بنزين 20 لتر…). */
export const categoryItemResource: CrudResource<
  TAdminCategoryItem,
  TAdminCategoryItemInput,
  number,
  { category_id?: number }
> = {
  entity: 'category_item',
  tags: [CONTENT_TAGS.categories, CONTENT_TAGS.categoryPrices],
  async all(db, filters) {
    const rows = await db
      .select(itemColumns)
      .from(categoryItems)
      .innerJoin(categories, eq(categories.id, categoryItems.categoryId))
      .where(filters.category_id ? and(eq(categoryItems.categoryId, filters.category_id)) : undefined)
      .orderBy(asc(categories.sortOrder), asc(categoryItems.sortOrder), asc(categoryItems.id));
    return rows.map(toItem);
  },
  searchText: (item) => `${item.name} ${item.category_name} ${item.unit}`,
  async find(db, id) {
    const [row] = await db
      .select(itemColumns)
      .from(categoryItems)
      .innerJoin(categories, eq(categories.id, categoryItems.categoryId))
      .where(eq(categoryItems.id, id));
    return row ? toItem(row) : undefined;
  },
  async create(tx, input) {
    await assertReferences(tx, input);
    const [row] = await tx.insert(categoryItems).values(toItemRow(input)).returning({ id: categoryItems.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await assertReferences(tx, input);
    await tx.update(categoryItems).set(toItemRow(input)).where(eq(categoryItems.id, id));
  },
  async remove(tx, id) {
    await tx.delete(categoryItems).where(eq(categoryItems.id, id));
  },
};
