import { sql, type SQL } from 'drizzle-orm';
import parsePhoneNumber from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { seedDemoData } from '../../src/services/seed';
import { freshDatabaseTargets } from './fresh-databases';

const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
const SHORT_CODE = '4545';
const SUPPORT_PHONE = '967-1-234567';

/** Every table the seed may touch, for the "second run changes nothing" check. */
const TABLES = [
  'currencies',
  'price_sources',
  'rates',
  'price_lists',
  'price_list_items',
  'categories',
  'category_items',
  'category_item_prices',
  'plans',
  'exchange_companies',
  'exchange_company_phones',
  'news',
  'information_pages',
  'settings',
] as const;

/**
 * Raw `execute` results keep timestamps as PostgreSQL text on both drivers (Drizzle maps them to
 * Date only in typed selects), so raw queries here read instants as epoch milliseconds.
 */
const epochMs = (expression: SQL) => sql`(extract(epoch from ${expression}) * 1000)::float8`;

/** Tables whose rows carry `is_demo`. */
const DEMO_FLAGGED = TABLES.filter(
  (table) => !['price_list_items', 'exchange_company_phones', 'settings'].includes(table),
);

describe.each(freshDatabaseTargets('seed_test'))('demo seed on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  let first: { seeded: boolean };

  // Both drivers answer a raw statement with `{ rows }`; Drizzle's shared type leaves it unknown.
  const query = async <T>(statement: SQL): Promise<T[]> => {
    const result: unknown = await database.db.execute(statement);
    return (result as { rows: T[] }).rows;
  };

  const countRows = async () => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      counts[table] = row?.n ?? -1;
    }
    return counts;
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    first = await seedDemoData(database.db, {
      now: NOW,
      serviceShortCode: SHORT_CODE,
      supportPhone: SUPPORT_PHONE,
    });
  }, 120_000);

  afterAll(async () => {
    await drop();
  });

  it('seeds an empty database', () => {
    expect(first.seeded).toBe(true);
  });

  it('has at least 12 currencies with Arabic names and flags, the Yemeni rial as the only base', async () => {
    const rows = await query<{ code: string; name: string; flag: string; is_base: boolean }>(
      sql`select code, name, flag, is_base from currencies`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.name).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(row.flag).not.toBe('');
    }
    expect(rows.filter((row) => row.is_base).map((row) => row.code)).toEqual(['YER']);
    expect(rows.map((row) => row.code)).toEqual(
      expect.arrayContaining(['USD', 'SAR', 'AED', 'EUR', 'GBP', 'KWD', 'EGP']),
    );
  });

  it('has at least 4 price sources with a city, a type and a freshness window, one of them primary', async () => {
    const rows = await query<{
      name: string;
      city: string;
      type: string;
      freshness_minutes: number;
      is_primary: boolean;
    }>(sql`select name, city, type, freshness_minutes, is_primary from price_sources`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['official', 'parallel', 'company']));
    expect(rows.map((row) => row.city)).toEqual(expect.arrayContaining(['صنعاء', 'عدن']));
    expect(rows.every((row) => row.freshness_minutes > 0)).toBe(true);
    expect(rows.filter((row) => row.is_primary)).toHaveLength(1);
  });

  it('quotes every currency at every source, the latest quote within the freshness window', async () => {
    // The latest-per-pair query the content API uses: one index probe per source and currency.
    const rows = await query<{
      source: string;
      code: string;
      freshness_minutes: number;
      recorded_ms: number | null;
    }>(sql`
      select s.name as source, c.code, s.freshness_minutes, ${epochMs(sql`r.recorded_at`)} as recorded_ms
      from price_sources s
      cross join currencies c
      left join lateral (
        select recorded_at from rates
        where rates.source_id = s.id and rates.currency_id = c.id
        order by recorded_at desc limit 1
      ) r on true
      where not c.is_base`);
    expect(rows.length).toBeGreaterThanOrEqual(4 * 12);
    for (const row of rows) {
      expect(row.recorded_ms, `${row.source} ${row.code}`).not.toBeNull();
      const ageMs = NOW.getTime() - (row.recorded_ms ?? 0);
      expect(ageMs).toBeGreaterThanOrEqual(0);
      expect(ageMs).toBeLessThanOrEqual(row.freshness_minutes * 60_000);
    }
  });

  it('keeps 180 days of daily history for every currency at every source', async () => {
    const rows = await query<{ points: number; days: number; first_ms: number }>(sql`
      select count(*)::int as points,
             count(distinct ((recorded_at at time zone 'UTC') + interval '3 hours')::date)::int as days,
             ${epochMs(sql`min(recorded_at)`)} as first_ms
      from rates group by source_id, currency_id`);
    for (const row of rows) {
      expect(row.points).toBeGreaterThanOrEqual(181);
      expect(row.days).toBeGreaterThanOrEqual(181);
      expect(NOW.getTime() - row.first_ms).toBeGreaterThanOrEqual(179 * DAY_MS);
    }
  });

  it('keeps the Sanaa and Aden dollar in their own ranges, buying below selling everywhere', async () => {
    const [bad] = await query<{ rates: number; lists: number; items: number }>(sql`
      select (select count(*)::int from rates where not (buy < sell)) as rates,
             (select count(*)::int from price_list_items where not (buy < sell)) as lists,
             (select count(*)::int from category_item_prices where buy is not null and not (buy < sell)) as items`);
    expect(bad).toEqual({ rates: 0, lists: 0, items: 0 });
    const ranges = await query<{ source: string; low: string; high: string }>(sql`
      select s.name as source, min(r.buy)::text as low, max(r.sell)::text as high
      from rates r join price_sources s on s.id = r.source_id join currencies c on c.id = r.currency_id
      where c.code = 'USD' and s.name in ('سوق صنعاء', 'سوق عدن') group by s.name`);
    const bySource = Object.fromEntries(
      ranges.map((row) => [row.source, [Number(row.low), Number(row.high)]]),
    );
    expect(bySource['سوق صنعاء']?.[0]).toBeGreaterThanOrEqual(525);
    expect(bySource['سوق صنعاء']?.[1]).toBeLessThanOrEqual(545);
    expect(bySource['سوق عدن']?.[0]).toBeGreaterThanOrEqual(1500);
    expect(bySource['سوق عدن']?.[1]).toBeLessThanOrEqual(2700);
  });

  it('offers daily, weekly and monthly plans priced in rials', async () => {
    const rows = await query<{
      name: string;
      period: string;
      price_minor: number;
      currency: string;
      active: boolean;
    }>(sql`select name, period, price_minor, currency, active from plans order by sort_order`);
    expect(rows.map((row) => row.period)).toEqual(['daily', 'weekly', 'monthly']);
    expect(rows.map((row) => row.price_minor)).toEqual([5_000, 30_000, 100_000]);
    expect(rows.every((row) => row.currency === 'YER' && row.active)).toBe(true);
  });

  it('lists at least 12 local and international exchange companies with 1–3 valid Yemeni numbers each', async () => {
    const companies = await query<{ id: number; scope: string; city: string; address: string }>(
      sql`select id, scope, city, address from exchange_companies`,
    );
    expect(companies.length).toBeGreaterThanOrEqual(12);
    expect(new Set(companies.map((company) => company.scope))).toEqual(new Set(['local', 'international']));
    const phones = await query<{ company_id: number; phone: string; kind: string }>(
      sql`select company_id, phone, kind from exchange_company_phones`,
    );
    for (const company of companies) {
      expect(company.city).not.toBe('');
      expect(company.address).not.toBe('');
      const own = phones.filter((phone) => phone.company_id === company.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    for (const { phone, kind } of phones) {
      const parsed = parsePhoneNumber(`+${phone}`);
      expect(parsed?.country, phone).toBe('YE');
      expect(parsed?.isValid(), phone).toBe(true);
      if (kind === 'whatsapp') expect(parsed?.getType(), phone).toBe('MOBILE');
    }
  });

  it('publishes at least 12 news items spread over the last weeks, in simple safe HTML', async () => {
    const rows = await query<{ title: string; body_html: string; status: string; published_ms: number }>(
      sql`select title, body_html, status, ${epochMs(sql`published_at`)} as published_ms from news`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.status).toBe('published');
      expect(row.published_ms).toBeLessThanOrEqual(NOW.getTime());
      const tags = [...row.body_html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[1]);
      expect(
        tags.filter((tag) => !['p', 'strong', 'ul', 'li'].includes(tag ?? '')),
        row.title,
      ).toEqual([]);
      expect(row.body_html).not.toMatch(/javascript:|\son\w+=/i);
      expect(row.body_html.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
    const times = rows.map((row) => row.published_ms);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(14 * DAY_MS);
  });

  it('has full who-we-are, privacy and terms pages that say what a subscriber must know', async () => {
    const rows = await query<{ key: string; title: string; body_html: string }>(
      sql`select key::text as key, title, body_html from information_pages`,
    );
    const page = (key: string) => rows.find((row) => row.key === key)?.body_html ?? '';
    expect(rows.map((row) => row.key).sort()).toEqual(['privacy', 'terms', 'who']);
    for (const row of rows) expect(row.body_html.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    for (const collected of ['رقم الهاتف', 'الاسم', 'البريد الإلكتروني'])
      expect(page('privacy')).toContain(collected);
    const terms = page('terms');
    for (const price of ['50 ريال', '300 ريال', '1,000 ريال']) expect(terms).toContain(price);
    expect(terms).toContain('يتجدد الاشتراك تلقائياً');
    expect(terms).toContain('«الغاء»');
    expect(terms).toContain(SHORT_CODE);
    expect(terms).toContain(SUPPORT_PHONE);
  });

  it('has currency, gold and fuel categories, with 180 days of gold and fuel prices per market', async () => {
    const items = await query<{
      slug: string;
      name: string;
      currency_id: number | null;
      points: number;
      latest_ms: number | null;
    }>(sql`
      select c.slug, i.name, i.currency_id, count(p.id)::int as points, ${epochMs(sql`max(p.recorded_at)`)} as latest_ms
      from categories c join category_items i on i.category_id = c.id
      left join category_item_prices p on p.item_id = i.id
      group by c.slug, i.id
      order by c.slug, i.sort_order`);
    const names = (slug: string) =>
      items
        .filter((item) => item.slug === slug)
        .map((item) => item.name)
        .join(' ');
    expect(names('gold')).toMatch(/عيار 24.*عيار 21.*عيار 18.*الجنيه/);
    expect(names('fuel')).toMatch(/بنزين.*ديزل.*غاز/);
    const currencyItems = items.filter((item) => item.slug === 'currencies');
    expect(currencyItems.length).toBeGreaterThanOrEqual(12);
    expect(currencyItems.every((item) => item.currency_id !== null)).toBe(true);
    for (const item of items.filter((row) => row.slug !== 'currencies')) {
      expect(item.points, item.name).toBeGreaterThanOrEqual(2 * 181);
      expect(NOW.getTime() - (item.latest_ms ?? 0)).toBeLessThan(DAY_MS);
    }
  });

  it("publishes today's bulletin for every source, matching its latest rates", async () => {
    const today = new Date(NOW.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const rows = await query<{ source_id: number; items: number; mismatched: number }>(sql`
      select l.source_id, count(i.id)::int as items,
             count(*) filter (where i.buy <> r.buy or i.sell <> r.sell)::int as mismatched
      from price_lists l join price_list_items i on i.price_list_id = l.id
      cross join lateral (
        select buy, sell from rates
        where rates.source_id = l.source_id and rates.currency_id = i.currency_id
        order by recorded_at desc limit 1
      ) r
      where l.list_date = ${today}
      group by l.source_id`);
    const [sources] = await query<{ n: number }>(sql`select count(*)::int as n from price_sources`);
    expect(rows).toHaveLength(sources?.n ?? 0);
    for (const row of rows) {
      expect(row.items).toBeGreaterThanOrEqual(12);
      expect(row.mismatched).toBe(0);
    }
  });

  it('marks every content row as demo', async () => {
    for (const table of DEMO_FLAGGED) {
      const [row] = await query<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where not is_demo`,
      );
      expect(row?.n, table).toBe(0);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await countRows();
    expect(before.rates).toBeGreaterThan(0);
    await expect(seedDemoData(database.db)).resolves.toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
  });
});
