import { z } from 'zod';
import { ZCurrencyCode, ZCurrencyCodeInput, ZIsoDate, ZRecordId, ZTimestamp } from '../common/fields';
import { ZId, ZPageQuery } from '../common/query';
import { ZCategoryKind } from '../common/entities/category';
import { ZPhoneKind } from '../common/entities/exchange-company';
import { ZPlanPeriod } from '../common/entities/plan';
import { defineAdminCrud } from './crud';
import { ZEnglishText, ZEnglishTextInput } from './english-text';

// Shared pieces of the content forms: trimmed, bounded text, so nothing huge or blank is stored.
const ZName = z.string().trim().min(1).max(200);
const ZText = (max: number) => z.string().trim().max(max);
const ZSortOrder = z.int().min(0).max(100_000);

// ---------------------------------------------------------------- currencies
export const ZAdminCurrency = z.object({
  id: ZRecordId,
  code: ZCurrencyCode,
  name: z.string(),
  symbol: z.string(),
  flag: z.string(),
  minor_units: z.int(),
  is_base: z.boolean(),
  active: z.boolean(),
  sort_order: z.int(),
});
export type TAdminCurrency = z.infer<typeof ZAdminCurrency>;
export const ZAdminCurrencyInput = z.object({
  code: ZCurrencyCodeInput,
  name: ZName,
  symbol: z.string().trim().min(1).max(10),
  flag: z.string().trim().min(1).max(16),
  minor_units: z.int().min(0).max(4),
  active: z.boolean(),
  sort_order: ZSortOrder,
});
export type TAdminCurrencyInput = z.infer<typeof ZAdminCurrencyInput>;
export const adminCurrencies = defineAdminCrud({
  path: '/api/admin/currencies',
  name: 'currencies',
  item: ZAdminCurrency,
  input: ZAdminCurrencyInput,
});

// ---------------------------------------------------------------- price sources
export const ZPriceSourceType = z.enum(['official', 'parallel', 'company']);
export const ZAdminPriceSource = z.object({
  id: ZRecordId,
  name: z.string(),
  city: z.string(),
  type: ZPriceSourceType,
  description: z.string(),
  name_en: ZEnglishText,
  city_en: ZEnglishText,
  description_en: ZEnglishText,
  freshness_minutes: z.int(),
  is_primary: z.boolean(),
  active: z.boolean(),
  sort_order: z.int(),
});
export type TAdminPriceSource = z.infer<typeof ZAdminPriceSource>;
export const ZAdminPriceSourceInput = z.object({
  name: ZName,
  city: z.string().trim().min(1).max(100),
  type: ZPriceSourceType,
  description: ZText(2000),
  name_en: ZEnglishTextInput(200),
  city_en: ZEnglishTextInput(100),
  description_en: ZEnglishTextInput(2000),
  /** The freshness window: a rate older than this shows as stale on the portal. */
  freshness_minutes: z
    .int()
    .min(1)
    .max(60 * 24 * 31),
  is_primary: z.boolean(),
  active: z.boolean(),
  sort_order: ZSortOrder,
});
export type TAdminPriceSourceInput = z.infer<typeof ZAdminPriceSourceInput>;
export const adminPriceSources = defineAdminCrud({
  path: '/api/admin/price-sources',
  name: 'price sources',
  item: ZAdminPriceSource,
  input: ZAdminPriceSourceInput,
});

// ---------------------------------------------------------------- categories and items
export const ZAdminCategory = z.object({
  id: ZRecordId,
  slug: z.string(),
  name: z.string(),
  kind: ZCategoryKind,
  description: z.string(),
  name_en: ZEnglishText,
  description_en: ZEnglishText,
  active: z.boolean(),
  sort_order: z.int(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;
export const ZAdminCategoryInput = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(60),
  name: ZName,
  kind: ZCategoryKind,
  description: ZText(2000),
  name_en: ZEnglishTextInput(200),
  description_en: ZEnglishTextInput(2000),
  active: z.boolean(),
  sort_order: ZSortOrder,
});
export type TAdminCategoryInput = z.infer<typeof ZAdminCategoryInput>;
export const adminCategories = defineAdminCrud({
  path: '/api/admin/categories',
  name: 'categories',
  item: ZAdminCategory,
  input: ZAdminCategoryInput,
});

export const ZAdminCategoryItem = z.object({
  id: ZRecordId,
  category_id: ZRecordId,
  category_name: z.string(),
  name: z.string(),
  unit: z.string(),
  description: z.string(),
  name_en: ZEnglishText,
  unit_en: ZEnglishText,
  description_en: ZEnglishText,
  currency_id: ZRecordId.nullable(),
  active: z.boolean(),
  sort_order: z.int(),
});
export type TAdminCategoryItem = z.infer<typeof ZAdminCategoryItem>;
export const ZAdminCategoryItemInput = z.object({
  category_id: ZId,
  name: ZName,
  unit: z.string().trim().min(1).max(60),
  description: ZText(2000),
  name_en: ZEnglishTextInput(200),
  unit_en: ZEnglishTextInput(60),
  description_en: ZEnglishTextInput(2000),
  currency_id: ZId.nullable(),
  active: z.boolean(),
  sort_order: ZSortOrder,
});
export type TAdminCategoryItemInput = z.infer<typeof ZAdminCategoryItemInput>;
export const adminCategoryItems = defineAdminCrud({
  path: '/api/admin/category-items',
  name: 'category items',
  item: ZAdminCategoryItem,
  input: ZAdminCategoryItemInput,
  query: ZPageQuery.extend({ category_id: ZId.optional() }),
});

// ---------------------------------------------------------------- exchange companies and phones
export const ZCompanyScope = z.enum(['local', 'international']);
export const ZAdminCompany = z.object({
  id: ZRecordId,
  scope: ZCompanyScope,
  name: z.string(),
  city: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  active: z.boolean(),
  sort_order: z.int(),
});
export type TAdminCompany = z.infer<typeof ZAdminCompany>;
export const ZAdminCompanyInput = z.object({
  scope: ZCompanyScope,
  name: ZName,
  city: z.string().trim().min(1).max(100),
  address: ZText(500),
  // Only web addresses: a `javascript:` link must never reach the portal.
  website: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  active: z.boolean(),
  sort_order: ZSortOrder,
});
export type TAdminCompanyInput = z.infer<typeof ZAdminCompanyInput>;
export const adminCompanies = defineAdminCrud({
  path: '/api/admin/exchange-companies',
  name: 'exchange companies',
  item: ZAdminCompany,
  input: ZAdminCompanyInput,
});

export const ZAdminCompanyPhone = z.object({
  id: ZRecordId,
  company_id: ZRecordId,
  company_name: z.string(),
  phone: z.string(),
  label: z.string().nullable(),
  kind: ZPhoneKind,
  sort_order: z.int(),
});
export type TAdminCompanyPhone = z.infer<typeof ZAdminCompanyPhone>;
export const ZAdminCompanyPhoneInput = z.object({
  company_id: ZId,
  /** Digits with country code, as the portal's tap-to-call link needs them (spaces and + allowed). */
  phone: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s\-+()]/g, ''))
    .pipe(z.string().regex(/^[0-9]{6,15}$/)),
  label: z.string().trim().max(100).nullable(),
  kind: ZPhoneKind,
  sort_order: ZSortOrder,
});
export type TAdminCompanyPhoneInput = z.infer<typeof ZAdminCompanyPhoneInput>;
export const adminCompanyPhones = defineAdminCrud({
  path: '/api/admin/exchange-company-phones',
  name: 'exchange company phone numbers',
  item: ZAdminCompanyPhone,
  input: ZAdminCompanyPhoneInput,
  query: ZPageQuery.extend({ company_id: ZId.optional() }),
});

// ---------------------------------------------------------------- plans (admins only)
export const ZAdminPlan = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  name_en: ZEnglishText,
  description_en: ZEnglishText,
  price_minor: z.int(),
  currency: ZCurrencyCode,
  period: ZPlanPeriod,
  free_trial_days: z.int(),
  grace_days: z.int(),
  suspension_days: z.int(),
  /** How many rate alerts a subscriber on this plan may keep. */
  max_alerts: z.int(),
  active: z.boolean(),
  sort_order: z.int(),
  /** The operator whose numbers may buy it (docs/operators.md#plans). */
  operator_id: z.string(),
  /**
   * Only in the answer to an edit that changed the price: existing subscribers keep the price they
   * agreed to; those paying another price were sent a notice SMS and pay the new one from the first
   * renewal on or after `applies_from` (PRICE_NOTICE_DAYS later). New subscribers pay it at once.
   */
  price_change: z
    .object({
      notified_subscribers: z.int().min(0),
      /** Pending changes cancelled because the price went back to what those subscribers pay. */
      withdrawn_changes: z.int().min(0),
      applies_from: ZTimestamp.nullable(),
    })
    .optional(),
});
export type TAdminPlan = z.infer<typeof ZAdminPlan>;
export const ZAdminPlanInput = z.object({
  name: ZName,
  description: ZText(2000),
  name_en: ZEnglishTextInput(200),
  description_en: ZEnglishTextInput(2000),
  price_minor: z.int().min(1).max(1_000_000_000),
  currency: ZCurrencyCodeInput,
  period: ZPlanPeriod,
  free_trial_days: z.int().min(0).max(365),
  grace_days: z.int().min(0).max(60),
  suspension_days: z.int().min(0).max(365),
  /** Absent: 3 on a new plan, unchanged on an edit. */
  max_alerts: z.int().min(0).max(100).optional(),
  active: z.boolean(),
  sort_order: ZSortOrder,
  /**
   * One of `GET /api/admin/operators`' ids (docs/operators.md#plans). Required on a new plan when
   * the deployment serves more than one operator; absent: the one operator on a new plan,
   * unchanged on an edit. A plan with subscriptions never moves to another operator.
   */
  operator_id: z.string().trim().min(1).max(32).optional(),
});
export type TAdminPlanInput = z.infer<typeof ZAdminPlanInput>;
export const adminPlans = defineAdminCrud({
  path: '/api/admin/plans',
  name: 'plans',
  item: ZAdminPlan,
  input: ZAdminPlanInput,
  role: 'admin',
  params: z.object({ id: z.uuid() }),
});

// Each endpoint also under its own name: `allContracts` and OpenAPI list contracts one by one.
export const {
  list: adminListCurrencies,
  create: adminCreateCurrency,
  update: adminUpdateCurrency,
  remove: adminDeleteCurrency,
} = adminCurrencies;
export const {
  list: adminListPriceSources,
  create: adminCreatePriceSource,
  update: adminUpdatePriceSource,
  remove: adminDeletePriceSource,
} = adminPriceSources;
export const {
  list: adminListCategories,
  create: adminCreateCategory,
  update: adminUpdateCategory,
  remove: adminDeleteCategory,
} = adminCategories;
export const {
  list: adminListCategoryItems,
  create: adminCreateCategoryItem,
  update: adminUpdateCategoryItem,
  remove: adminDeleteCategoryItem,
} = adminCategoryItems;
export const {
  list: adminListCompanies,
  create: adminCreateCompany,
  update: adminUpdateCompany,
  remove: adminDeleteCompany,
} = adminCompanies;
export const {
  list: adminListCompanyPhones,
  create: adminCreateCompanyPhone,
  update: adminUpdateCompanyPhone,
  remove: adminDeleteCompanyPhone,
} = adminCompanyPhones;
export const {
  list: adminListPlans,
  create: adminCreatePlan,
  update: adminUpdatePlan,
  remove: adminDeletePlan,
} = adminPlans;

// ---------------------------------------------------------------- price lists (dated bulletins)
export const ZAdminPriceListLine = z.object({
  currency_id: ZRecordId,
  code: ZCurrencyCode,
  buy: z.string(),
  sell: z.string(),
  note: z.string().nullable(),
});
export const ZAdminPriceList = z.object({
  id: ZRecordId,
  source_id: ZRecordId,
  source_name: z.string(),
  title: z.string(),
  list_date: ZIsoDate,
  notes: z.string(),
  items: z.array(ZAdminPriceListLine),
});
export type TAdminPriceList = z.infer<typeof ZAdminPriceList>;
const ZBulletinRate = z
  .string()
  .trim()
  .regex(/^\d{1,14}(\.\d{1,6})?$/)
  .refine((value) => Number(value) > 0, { params: { rule: 'positive' } });
export const ZAdminPriceListInput = z.object({
  source_id: ZId,
  title: ZName,
  /** The bulletin's day in Yemen; one bulletin per source and day. */
  list_date: ZIsoDate,
  notes: ZText(2000),
  items: z
    .array(
      z
        .object({
          currency_id: ZId,
          buy: ZBulletinRate,
          sell: ZBulletinRate,
          note: z.string().trim().max(200).nullable(),
        })
        .refine(
          // Only a pair of valid numbers is compared; a bad number is reported on its own field.
          (line) => !(Number(line.buy) > 0 && Number(line.sell) > 0) || Number(line.sell) >= Number(line.buy),
          { path: ['sell'], params: { rule: 'sell_below_buy' } },
        ),
    )
    .min(1)
    .max(200),
});
export type TAdminPriceListInput = z.infer<typeof ZAdminPriceListInput>;
export const adminPriceLists = defineAdminCrud({
  path: '/api/admin/price-lists',
  name: 'price lists',
  item: ZAdminPriceList,
  input: ZAdminPriceListInput,
});
export const {
  list: adminListPriceLists,
  create: adminCreatePriceList,
  update: adminUpdatePriceList,
  remove: adminDeletePriceList,
} = adminPriceLists;
