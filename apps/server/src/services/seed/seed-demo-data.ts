import { importReferenceSample } from '../reference-rates';
import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  categories,
  categoryItemPrices,
  categoryItems,
  currencies,
  exchangeCompanies,
  exchangeCompanyPhones,
  informationPages,
  news,
  plans,
  priceListItems,
  priceLists,
  priceSources,
  rates,
  settings,
} from '../../db/schema/index';
import { DEFAULT_TIME_ZONE } from '@sarraf/contracts/time-zone';
import { localDateOf } from '../../lib/local-time';
import { buildInformationTexts, DEMO_COMPANIES, DEMO_NEWS, DEMO_PLANS } from './demo-content';
import { buildEnglishInformationTexts } from './demo-information-en';
import { currencyName } from '../../lib/currency-names';
import {
  BASE_CURRENCY,
  buildDemoMarket,
  DEMO_CURRENCIES,
  DEMO_ITEMS,
  DEMO_SOURCES,
  type DemoRate,
} from './demo-market';

export interface SeedDemoDataOptions {
  /** The instant the history ends at (tests pin it); defaults to the current time. */
  now?: Date;
  /** Quoted in the terms page; pass the configured SERVICE_SHORT_CODE (env/locale.ts has the same default). */
  serviceShortCode?: string;
  /** Quoted in the terms page; pass the configured SUPPORT_PHONE. */
  supportPhone?: string;
  /** TIME_ZONE: the days of the history and of the bulletins; pass the configured one. */
  timeZone?: string;
}

/** Written by the seed: an operator who deletes the demo content does not get it back at the next start. */
export const DEMO_SEED_SETTING = 'demo_seed';

/**
 * Rows per INSERT. PGlite answers about a thousand statements a second, so the ~14,000 history rows
 * go in a few multi-row statements; 1,000 rows × at most 7 parameters stays far below PostgreSQL's
 * 65,535 bind-parameter limit.
 */
const CHUNK_ROWS = 1_000;

/** Serialises concurrent seeds (two processes starting on one fresh PostgreSQL database). */
const SEED_LOCK_KEY = 0x5a7a_f5eed;

/** The tables the seed fills, analysed once it has committed. */
const SEEDED_TABLES = [
  currencies,
  priceSources,
  rates,
  priceLists,
  priceListItems,
  categories,
  categoryItems,
  categoryItemPrices,
  plans,
  exchangeCompanies,
  exchangeCompanyPhones,
  news,
  informationPages,
  settings,
];

/** Bulletins kept per source: today's and the previous six days'. */
const PRICE_LIST_DAYS = 7;

/** True when no content has ever been seeded or created: the seed may run. */
export async function isDatabaseEmpty(db: Db | Tx): Promise<boolean> {
  const probes = [
    () => db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_SEED_SETTING)).limit(1),
    () => db.select({ id: currencies.id }).from(currencies).limit(1),
    () => db.select({ id: priceSources.id }).from(priceSources).limit(1),
    () => db.select({ id: plans.id }).from(plans).limit(1),
    () => db.select({ id: news.id }).from(news).limit(1),
    () => db.select({ id: exchangeCompanies.id }).from(exchangeCompanies).limit(1),
    () => db.select({ id: categories.id }).from(categories).limit(1),
    () => db.select({ key: informationPages.key }).from(informationPages).limit(1),
  ];
  // One after the other: inside a transaction they share one connection anyway.
  for (const probe of probes) {
    if ((await probe()).length > 0) return false;
  }
  return true;
}

/**
 * Fills an empty database with realistic Arabic demo data for Yemen (`npm start` on an
 * empty database). Idempotent: on a database with any content it changes nothing. Everything is
 * written in one transaction, so a crash never leaves half a seed behind.
 */
export async function seedDemoData(db: Db, options: SeedDemoDataOptions = {}): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isDatabaseEmpty(tx))) return { seeded: false };

    const market = buildDemoMarket(now, zone);
    const currencyIds = await insertCurrencies(tx);
    const sourceIds = await insertSources(tx);
    await insertRates(tx, market.rates, currencyIds, sourceIds);
    await insertPriceLists(tx, market.rates, currencyIds, sourceIds, zone);
    await insertCategories(tx, market.itemPrices, currencyIds, sourceIds);
    await insertPlans(tx);
    await insertCompanies(tx);
    await insertNews(tx, now);
    // Every currency the reference feed carries, for the converter, from the committed sample.
    await importReferenceSample(tx);
    await insertInformationPages(tx, options);
    await tx.insert(settings).values({ key: DEMO_SEED_SETTING, value: { seededAt: now.toISOString() } });
    return { seeded: true };
  });
  if (result.seeded) {
    // Fresh tables have no statistics until autovacuum gets to them; without them PostgreSQL
    // misjudges the first queries (the latest-rates query took 300 ms of JIT instead of 0.5 ms).
    await db.execute(sql`analyze ${sql.join(SEEDED_TABLES, sql`, `)}`);
  }
  return result;
}

async function insertInChunks<TTable extends PgTable>(
  tx: Tx,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK_ROWS));
  }
}

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: no row for ${String(key)}`);
  return value;
}

async function insertCurrencies(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(currencies)
    .values(
      DEMO_CURRENCIES.map((currency, index) => ({
        code: currency.code,
        name: currency.name,
        symbol: currency.symbol,
        flag: currency.flag,
        minorUnits: currency.minorUnits,
        isBase: currency.code === BASE_CURRENCY,
        sortOrder: index + 1,
        isDemo: true,
      })),
    )
    .returning({ id: currencies.id, code: currencies.code });
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function insertSources(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(priceSources)
    .values(
      DEMO_SOURCES.map((source, index) => ({
        name: source.name,
        city: source.city,
        type: source.type,
        description: source.description,
        nameEn: source.nameEn,
        cityEn: source.cityEn,
        descriptionEn: source.descriptionEn,
        freshnessMinutes: source.freshnessMinutes,
        isPrimary: source.isPrimary,
        sortOrder: index + 1,
        isDemo: true,
      })),
    )
    .returning({ id: priceSources.id, name: priceSources.name });
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  return new Map(DEMO_SOURCES.map((source) => [source.key, lookup(idByName, source.name)]));
}

async function insertRates(
  tx: Tx,
  demoRates: readonly DemoRate[],
  currencyIds: ReadonlyMap<string, number>,
  sourceIds: ReadonlyMap<string, number>,
): Promise<void> {
  await insertInChunks(
    tx,
    rates,
    demoRates.map((rate) => ({
      currencyId: lookup(currencyIds, rate.code),
      sourceId: lookup(sourceIds, rate.sourceKey),
      buy: rate.buy,
      sell: rate.sell,
      recordedAt: rate.recordedAt,
      isDemo: true,
    })),
  );
}

/** Each source's bulletin for each of the last days, holding that day's last quote per currency. */
async function insertPriceLists(
  tx: Tx,
  demoRates: readonly DemoRate[],
  currencyIds: ReadonlyMap<string, number>,
  sourceIds: ReadonlyMap<string, number>,
  zone: string,
): Promise<void> {
  for (const source of DEMO_SOURCES) {
    const byDate = new Map<string, Map<string, DemoRate>>();
    for (const rate of demoRates) {
      if (rate.sourceKey !== source.key) continue;
      const date = localDateOf(rate.recordedAt, zone);
      const day = byDate.get(date) ?? new Map<string, DemoRate>();
      // Rates are in time order per currency, so the last one of a day wins.
      day.set(rate.code, rate);
      byDate.set(date, day);
    }
    const days = [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).slice(-PRICE_LIST_DAYS);
    const lists = await tx
      .insert(priceLists)
      .values(
        days.map(([date, day]) => ({
          sourceId: lookup(sourceIds, source.key),
          title: `نشرة أسعار الصرف — ${source.name}`,
          listDate: date,
          notes: 'الأسعار بالريال اليمني لكل وحدة واحدة من العملة الأجنبية.',
          publishedAt: new Date(Math.max(...[...day.values()].map((rate) => rate.recordedAt.getTime()))),
          isDemo: true,
        })),
      )
      .returning({ id: priceLists.id, listDate: priceLists.listDate });
    const listIds = new Map(lists.map((list) => [list.listDate, list.id]));
    await insertInChunks(
      tx,
      priceListItems,
      days.flatMap(([date, day]) =>
        [...day.values()].map((rate) => ({
          priceListId: lookup(listIds, date),
          currencyId: lookup(currencyIds, rate.code),
          buy: rate.buy,
          sell: rate.sell,
          sortOrder: DEMO_CURRENCIES.findIndex((currency) => currency.code === rate.code) + 1,
        })),
      ),
    );
  }
}

async function insertCategories(
  tx: Tx,
  itemPrices: ReturnType<typeof buildDemoMarket>['itemPrices'],
  currencyIds: ReadonlyMap<string, number>,
  sourceIds: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = await tx
    .insert(categories)
    .values([
      {
        slug: 'currencies',
        name: 'العملات',
        kind: 'currencies' as const,
        description: 'أسعار صرف العملات الأجنبية مقابل الريال اليمني في كل سوق.',
        nameEn: 'Currencies',
        descriptionEn: 'Foreign currency rates against the Yemeni rial in every market.',
        sortOrder: 1,
        isDemo: true,
      },
      {
        slug: 'gold',
        name: 'الذهب',
        kind: 'gold' as const,
        description: 'أسعار الذهب بعياراته والجنيه الذهب في صنعاء وعدن.',
        nameEn: 'Gold',
        descriptionEn: 'Gold prices by karat and the gold pound in Sanaa and Aden.',
        sortOrder: 2,
        isDemo: true,
      },
      {
        slug: 'fuel',
        name: 'الوقود والغاز',
        kind: 'fuel' as const,
        description: 'أسعار البنزين والديزل والغاز المنزلي في صنعاء وعدن.',
        nameEn: 'Fuel and gas',
        descriptionEn: 'Petrol, diesel and household gas prices in Sanaa and Aden.',
        sortOrder: 3,
        isDemo: true,
      },
    ])
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(rows.map((row) => [row.slug, row.id]));

  // Currency items take their prices and charts from `rates`.
  const foreign = DEMO_CURRENCIES.filter((currency) => currency.code !== BASE_CURRENCY);
  await tx.insert(categoryItems).values(
    foreign.map((currency, index) => ({
      categoryId: lookup(categoryIds, 'currencies'),
      name: currency.name,
      unit: `1 ${currency.code}`,
      description: `سعر ${currency.name} مقابل الريال اليمني.`,
      // No English name: the English portal names a currency item after its currency in CLDR.
      descriptionEn: `The ${currencyName(currency.code, 'en')} against the Yemeni rial.`,
      currencyId: lookup(currencyIds, currency.code),
      sortOrder: index + 1,
      isDemo: true,
    })),
  );
  const items = await tx
    .insert(categoryItems)
    .values(
      DEMO_ITEMS.map((item, index) => ({
        categoryId: lookup(categoryIds, item.category),
        name: item.name,
        unit: item.unit,
        description: item.description,
        nameEn: item.nameEn,
        unitEn: item.unitEn,
        descriptionEn: item.descriptionEn,
        sortOrder: index + 1,
        isDemo: true,
      })),
    )
    .returning({ id: categoryItems.id, name: categoryItems.name });
  const idByName = new Map(items.map((item) => [item.name, item.id]));
  const itemIds = new Map(DEMO_ITEMS.map((item) => [item.key, lookup(idByName, item.name)]));
  await insertInChunks(
    tx,
    categoryItemPrices,
    itemPrices.map((price) => ({
      itemId: lookup(itemIds, price.itemKey),
      sourceId: lookup(sourceIds, price.sourceKey),
      value: price.value ?? null,
      buy: price.buy ?? null,
      sell: price.sell ?? null,
      recordedAt: price.recordedAt,
      isDemo: true,
    })),
  );
}

async function insertPlans(tx: Tx): Promise<void> {
  await tx.insert(plans).values(
    DEMO_PLANS.map((plan, index) => ({
      name: plan.name,
      description: plan.description,
      nameEn: plan.nameEn,
      descriptionEn: plan.descriptionEn,
      priceMinor: plan.priceMinor,
      currency: BASE_CURRENCY,
      period: plan.period,
      graceDays: plan.graceDays,
      suspensionDays: plan.suspensionDays,
      maxAlerts: plan.maxAlerts,
      sortOrder: index + 1,
      isDemo: true,
    })),
  );
}

async function insertCompanies(tx: Tx): Promise<void> {
  const rows = await tx
    .insert(exchangeCompanies)
    .values(
      DEMO_COMPANIES.map((company, index) => ({
        scope: company.scope,
        name: company.name,
        city: company.city,
        address: company.address,
        website: company.website ?? null,
        sortOrder: index + 1,
        isDemo: true,
      })),
    )
    .returning({ id: exchangeCompanies.id, name: exchangeCompanies.name });
  const companyIds = new Map(rows.map((row) => [row.name, row.id]));
  await tx.insert(exchangeCompanyPhones).values(
    DEMO_COMPANIES.flatMap((company) =>
      company.phones.map((phone, index) => ({
        companyId: lookup(companyIds, company.name),
        phone: phone.phone,
        label: phone.label,
        kind: phone.kind,
        sortOrder: index + 1,
      })),
    ),
  );
}

async function insertNews(tx: Tx, now: Date): Promise<void> {
  await tx.insert(news).values(
    DEMO_NEWS.map((item) => {
      const publishedAt = new Date(now.getTime() - item.hoursAgo * 60 * 60 * 1000);
      return {
        title: item.title,
        summary: item.summary,
        bodyHtml: item.bodyHtml,
        titleEn: item.en?.title ?? null,
        summaryEn: item.en?.summary ?? null,
        bodyHtmlEn: item.en?.bodyHtml ?? null,
        status: 'published' as const,
        publishedAt,
        createdAt: publishedAt,
        isDemo: true,
      };
    }),
  );
}

async function insertInformationPages(tx: Tx, options: SeedDemoDataOptions): Promise<void> {
  const facts = {
    plans: DEMO_PLANS,
    serviceShortCode: options.serviceShortCode ?? '4545',
    supportPhone: options.supportPhone ?? '967-1-000000',
  };
  const texts = buildInformationTexts(facts);
  const english = buildEnglishInformationTexts(facts);
  await tx.insert(informationPages).values(
    (['who', 'privacy', 'terms'] as const).map((key) => ({
      key,
      ...texts[key],
      titleEn: english[key].title,
      bodyHtmlEn: english[key].bodyHtml,
      isDemo: true,
    })),
  );
}
