import { eq, sql } from 'drizzle-orm';
import type { TGetPriceSourcesResponse } from '@sarraf/contracts';
import type { RouteName } from '@sarraf/contracts/api';
import { type ApiClient, createApiClient, readOk } from '@sarraf/contracts/typed-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  categoryItems,
  informationPages,
  news,
  plans,
  priceSources,
} from '../../src/db/schema/index';
import { CONTENT_TAGS } from '../../src/services/content-cache';
import { signInAs, type AdminClient } from '../admin/helpers';
import { BILLING_TEST_ENV, latestCode, newLocalMsisdn } from '../support/billing';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource, SANAA } from './helpers';

/** The seeded plans' names, in the order the plans list gives them. */
const SEEDED_PLAN_NAMES = {
  en: ['Daily plan', 'Weekly plan', 'Monthly plan'],
  ar: ['الباقة اليومية', 'الباقة الأسبوعية', 'الباقة الشهرية'],
};

/**
 * The editors' texts in English (docs/product.md#languages): an `Accept-Language: en` request gets
 * the English name, city, title or body where one was written, the Arabic one where none was, in
 * the fields the contracts already have; an Arabic request gets exactly what it always got; the
 * content cache and the hot reads keep the two languages apart.
 */
describe('English content', () => {
  let server: TestServer;
  const EN = { 'accept-language': 'en' };
  /** The portal in English. */
  let en: ApiClient;
  /** The raw bytes of an answer, to compare an Arabic answer to the byte. */
  const bytesOf = async (name: RouteName) => {
    const response = await (name === 'convertCurrency'
      ? server.api.call('convertCurrency', { query: { amount: '100', from: 'USD', to: 'YER' } })
      : server.api.call(name));
    return Buffer.from(await response.arrayBuffer());
  };

  beforeAll(async () => {
    server = await startTestServer({ env: BILLING_TEST_ENV });
    en = createApiClient(server.url, { headers: () => EN });
  });
  afterAll(() => server.close());

  describe('markets and cities', () => {
    it('names the price sources, their cities and descriptions in English', async () => {
      const english = await en.ok('getPriceSources');
      expect(english.data.map((source) => [source.name, source.city])).toEqual([
        ['Sanaa market', 'Sanaa'],
        ['Aden market', 'Aden'],
        ['Central Bank of Yemen', 'Aden'],
        ['Al-Amana Exchange', 'Sanaa'],
        ['Al-Wefaq Exchange', 'Aden'],
      ]);
      expect(english.data[0]!.description).toMatch(/^Average rates of the exchange shops/);

      const arabic = await server.api.ok('getPriceSources');
      expect(arabic.data.map((source) => [source.name, source.city])).toEqual([
        ['سوق صنعاء', 'صنعاء'],
        ['سوق عدن', 'عدن'],
        ['البنك المركزي اليمني', 'عدن'],
        ['شركة الأمانة للصرافة', 'صنعاء'],
        ['مؤسسة الوفاق للصرافة', 'عدن'],
      ]);
      // Everything but the editors' texts is the same answer.
      const withoutTexts = (body: TGetPriceSourcesResponse) =>
        body.data.map(({ name: _n, city: _c, description: _d, ...rest }) => rest);
      expect(withoutTexts(english)).toEqual(withoutTexts(arabic));
    });

    it('falls back to the Arabic name and city of a source without English ones', async () => {
      const id = await addSource(server, { name: 'صرافة النهدي', city: 'المكلا' });
      const english = await en.ok('getPriceSources', { query: { per_page: 100 } });
      expect(english.data.find((source) => source.id === id)).toMatchObject({
        name: 'صرافة النهدي',
        city: 'المكلا',
      });
      // A blank English text is no English text either.
      await server.database.db.update(priceSources).set({ nameEn: '  ' }).where(eq(priceSources.id, id));
      await server.contentCache.invalidate([CONTENT_TAGS.priceSources]);
      const blank = await en.ok('getPriceSources', { query: { per_page: 100 } });
      expect(blank.data.find((source) => source.id === id)?.name).toBe('صرافة النهدي');
      await server.database.db.delete(priceSources).where(eq(priceSources.id, id));
      await server.contentCache.invalidate([CONTENT_TAGS.priceSources]);
    });

    it('filters by the city in either language and finds a source by its English words', async () => {
      const byEnglishCity = await en.ok('getPriceSources', { query: { city: 'aden' } });
      expect(byEnglishCity.data.map((source) => source.name)).toEqual([
        'Aden market',
        'Central Bank of Yemen',
        'Al-Wefaq Exchange',
      ]);
      const byArabicCity = await en.ok('getPriceSources', { query: { city: 'عدن' } });
      expect(byArabicCity.data).toHaveLength(3);
      const search = await en.ok('getPriceSources', { query: { search: 'central bank' } });
      expect(search.data.map((source) => source.name)).toEqual(['Central Bank of Yemen']);
    });

    it('names the market and the currencies of every rate in English', async () => {
      const english = await en.ok('getCurrencyList');
      const usd = english.data.find((currency) => currency.code === 'USD')!;
      expect(usd.name).toBe('US Dollar');
      expect(usd.rates[0]!.source).toEqual({ id: SANAA, name: 'Sanaa market', city: 'Sanaa' });
      expect(english.data.find((currency) => currency.code === 'YER')!.name).toBe('Yemeni Rial');

      const arabic = await server.api.ok('getCurrencyList');
      const arabicUsd = arabic.data.find((currency) => currency.code === 'USD')!;
      expect(arabicUsd.name).toBe('دولار أمريكي');
      expect(arabicUsd.rates[0]!.source).toEqual({ id: SANAA, name: 'سوق صنعاء', city: 'صنعاء' });

      const conversion = await en.ok('convertCurrency', { query: { amount: '100', from: 'USD', to: 'YER' } });
      expect(conversion.data.source).toEqual({ id: SANAA, name: 'Sanaa market', city: 'Sanaa' });
      const lists = await en.ok('getPriceLists', { query: { per_page: 1 } });
      expect(lists.data[0]!.source.name).toMatch(/market|Bank|Exchange/);
      const dollarLine = lists.data[0]!.entries.find((entry) => entry.currency === 'USD');
      expect(dollarLine?.currency_name).toBe('US Dollar');
    });
  });

  describe('categories and their items', () => {
    it('names categories, items and units in English, a currency item after its currency', async () => {
      const list = await en.ok('getCategories');
      expect(list.data.map((category) => category.name)).toEqual(['Currencies', 'Gold', 'Fuel and gas']);
      const gold = list.data.find((category) => category.slug === 'gold')!;
      const info = await en.ok('getCategoryInfo', { json: { category_id: gold.id } });
      expect(info.data.category.description).toBe(
        'Gold prices by karat and the gold pound in Sanaa and Aden.',
      );
      const item = info.data.items.find((candidate) => candidate.name === 'Gold 21 karat')!;
      expect(item.unit).toBe('gram');
      expect(item.latest?.source?.name).toMatch(/market/);

      const currenciesCategory = list.data.find((category) => category.slug === 'currencies')!;
      const currencyItems = await en.ok('getCategoryInfo', { json: { category_id: currenciesCategory.id } });
      expect(currencyItems.data.items.find((candidate) => candidate.currency === 'SAR')?.name).toBe(
        'Saudi Riyal',
      );

      const arabic = await server.api.ok('getCategories');
      expect(arabic.data.map((category) => category.name)).toEqual([
        'العملات',
        'الذهب',
        'الوقود والغاز',
      ]);
    });

    it('falls back to the Arabic text of a category or an item without an English one', async () => {
      const [gold] = await server.database.db.select().from(categories).where(eq(categories.slug, 'gold'));
      await server.database.db
        .update(categoryItems)
        .set({ nameEn: null, unitEn: null })
        .where(eq(categoryItems.name, 'ذهب عيار 18'));
      await server.database.db
        .update(categories)
        .set({ descriptionEn: null })
        .where(eq(categories.id, gold!.id));
      await server.contentCache.invalidate([CONTENT_TAGS.categories]);
      const info = await en.ok('getCategoryInfo', { json: { category_id: gold!.id } });
      expect(info.data.category).toMatchObject({ name: 'Gold', description: gold!.description });
      expect(info.data.items.find((item) => item.name === 'ذهب عيار 18')?.unit).toBe('جرام');
    });
  });

  describe('information pages and news', () => {
    it('answers the information pages in English, each falling back to the Arabic', async () => {
      const english = await en.ok('getInformations');
      expect(english.data.map((page) => page.title)).toEqual([
        'Who we are',
        'Privacy policy',
        'Terms and conditions',
      ]);
      expect(english.data[0]!.body_html).toContain('<strong>Sarraf</strong> is a Yemeni');

      await server.database.db
        .update(informationPages)
        .set({ titleEn: null, bodyHtmlEn: null })
        .where(eq(informationPages.key, 'privacy'));
      await server.contentCache.invalidate([CONTENT_TAGS.informations]);
      const privacy = await en.ok('getInformations', { query: { key: 'privacy' } });
      expect(privacy.data[0]!.title).toBe('سياسة الخصوصية');
      expect(privacy.data[0]!.body_html).toMatch(/^<p>توضح هذه السياسة/);
    });

    it('answers news in English where an English version exists, in Arabic where none does', async () => {
      const english = await en.ok('getNews', { query: { per_page: 100 } });
      expect(english.data[0]!.title).toBe('Rial steady against the dollar in the Sanaa market');
      const arabicOnly = english.data.at(-1)!;
      expect(arabicOnly.title).toBe('الدينار الكويتي يتصدر قائمة أعلى العملات قيمة أمام الريال');
      const item = await en.ok('getNewsItem', { params: { id: english.data[0]!.id } });
      expect(item.data.body_html).toMatch(/^<p>The Sanaa exchange market/);
      const found = await en.ok('getNews', { query: { search: 'remittances' } });
      expect(found.data.map((entry) => entry.title)).toContain(
        'More remittances from abroad add to the supply of foreign currency',
      );

      const arabic = await server.api.ok('getNews', { query: { per_page: 1 } });
      expect(arabic.data[0]!.title).toBe('استقرار الريال أمام الدولار في سوق صنعاء');
    });
  });

  describe('plans', () => {
    it('lists the plans on sale in English, the Arabic name where none was written', async () => {
      const english = await en.ok('getSubscriptionsList');
      expect(english.data.map((plan) => plan.name)).toEqual(SEEDED_PLAN_NAMES.en);
      expect(english.data[0]!.description).toMatch(/^Exchange rates in every market/);
      expect(english.service.service_name).toBe('Sarraf');
      const arabic = await server.api.ok('getSubscriptionsList');
      expect(arabic.data.map((plan) => plan.name)).toEqual(SEEDED_PLAN_NAMES.ar);
    });

    it('offers the plans of a Code 50 in English and names the new subscription’s plan in English', async () => {
      const local = newLocalMsisdn();
      await en.ok('login', { json: { msisdn: local } });
      const code = await latestCode(server, local);
      const confirm = await en.ok('confirmOtp', { json: { otp: code, msisdn: local } });
      expect(confirm.Code).toBe(50);
      if (!('SubscriptionsList' in confirm)) throw new Error('expected the plans to choose from');
      expect(confirm.SubscriptionsList.map((plan) => plan.name)).toEqual(SEEDED_PLAN_NAMES.en);
      const created = await en.ok('createSubscriber', {
        json: { uuid: confirm.SubscriptionsList[1]!.uuid, msisdn: local },
      });
      expect(created.data.subscription?.plan.name).toBe('Weekly plan');
      const token = created.access_token;

      const user = await en.ok('getClientUser', { token });
      expect(user.data.subscription?.plan.name).toBe('Weekly plan');
      const arabicUser = await server.api.ok('getClientUser', { token });
      expect(arabicUser.data.subscription?.plan.name).toBe('الباقة الأسبوعية');
      const bill = await en.ok('getMyBillInfo', { token });
      expect(bill.data.subscription?.plan.name).toBe('Weekly plan');
      // A subscriber's alerts name their market and currency in English too.
      await en.ok('createAlert', {
        token,
        json: { currency: 'USD', source_id: SANAA, side: 'buy', condition: 'above', value: '600' },
      });
      const alerts = await en.ok('listAlerts', { token });
      expect(alerts.data[0]).toMatchObject({ source_name: 'Sanaa market', currency_name: 'US Dollar' });
      const arabicAlerts = await server.api.ok('listAlerts', { token });
      expect(arabicAlerts.data[0]).toMatchObject({
        source_name: 'سوق صنعاء',
        currency_name: 'دولار أمريكي',
      });
      const cancelled = await en.ok('cancelProfileSubscription', { token });
      expect(cancelled.data.subscription?.plan.name).toBe('Weekly plan');
    });
  });

  describe('the Arabic answers', () => {
    const READS: RouteName[] = [
      'getPriceSources',
      'getCurrencyList',
      'getPriceLists',
      'getCategories',
      'getNews',
      'getInformations',
      'getSubscriptionsList',
      'convertCurrency',
    ];

    it('are the same bytes with or without English texts stored', async () => {
      const withEnglish = await Promise.all(READS.map((path) => bytesOf(path)));
      const db = server.database.db;
      // Only the English columns change: `updated_at` (which pages and news show) keeps its value.
      const asBefore = { updatedAt: sql`updated_at` };
      await db.update(priceSources).set({ nameEn: null, cityEn: null, descriptionEn: null, ...asBefore });
      await db.update(categories).set({ nameEn: null, descriptionEn: null, ...asBefore });
      await db.update(categoryItems).set({ nameEn: null, unitEn: null, descriptionEn: null, ...asBefore });
      await db.update(news).set({ titleEn: null, summaryEn: null, bodyHtmlEn: null, ...asBefore });
      await db.update(informationPages).set({ titleEn: null, bodyHtmlEn: null, ...asBefore });
      await db.update(plans).set({ nameEn: null, descriptionEn: null, ...asBefore });
      await server.contentCache.invalidate('all');
      const withoutEnglish = await Promise.all(READS.map((path) => bytesOf(path)));
      withoutEnglish.forEach((bytes, index) =>
        expect(bytes.equals(withEnglish[index]!), READS[index]).toBe(true),
      );
      // And a request that names no language is answered in Arabic, as the portal's always were.
      const noLanguage = await fetch(server.api.urlOf('getPriceSources'));
      expect(Buffer.from(await noLanguage.arrayBuffer()).equals(withEnglish[0]!)).toBe(true);
    });
  });
});

describe('English content in the caches', () => {
  let server: TestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => server.close());

  const nameOfFirst = async (language: string) => {
    const response = await server.api.call('getPriceSources', {
      query: { per_page: 1 },
      headers: { 'accept-language': language },
    });
    const body = await readOk('getPriceSources', response);
    return {
      name: body.data[0]!.name,
      etag: response.headers.get('etag'),
      vary: response.headers.get('vary'),
    };
  };

  it('keeps one answer per language for one URL, on the routed and the hot path alike', async () => {
    // Arabic first (routed, then hot), then English on the same URL, then both again from the hot path.
    const rounds: string[] = [];
    for (const language of ['ar', 'ar', 'en', 'en', 'ar', 'en-GB,en;q=0.9', 'ar-YE']) {
      rounds.push((await nameOfFirst(language)).name);
    }
    expect(rounds).toEqual([
      'سوق صنعاء',
      'سوق صنعاء',
      'Sanaa market',
      'Sanaa market',
      'سوق صنعاء',
      'Sanaa market',
      'سوق صنعاء',
    ]);
    const arabic = await nameOfFirst('ar');
    const english = await nameOfFirst('en');
    expect(arabic.etag).not.toBe(english.etag);
    // A browser's HTTP cache must keep the languages apart too.
    expect(arabic.vary).toMatch(/accept-language/i);
    expect(english.vary).toMatch(/accept-language/i);
    // An Arabic answer's validator does not match the English answer.
    const revalidated = await server.api.call('getPriceSources', {
      query: { per_page: 1 },
      headers: { 'accept-language': 'en', 'if-none-match': arabic.etag! },
    });
    expect(revalidated.status).toBe(200);
  });

  it('drops the English answer too when an editor changes the English name', async () => {
    expect((await nameOfFirst('en')).name).toBe('Sanaa market');
    const list = await admin.api.ok('adminListPriceSources');
    const sanaa = list.data.find((source) => source.id === SANAA)!;
    expect(sanaa).toMatchObject({ name_en: 'Sanaa market', city_en: 'Sanaa' });
    const { id: _id, ...fields } = sanaa;
    const saved = await admin.api.ok('adminUpdatePriceSource', {
      params: { id: SANAA },
      json: { ...fields, name_en: '  Sanaa exchange market ' },
    });
    expect(saved.data.name_en).toBe('Sanaa exchange market');
    expect((await nameOfFirst('en')).name).toBe('Sanaa exchange market');
    expect((await nameOfFirst('ar')).name).toBe('سوق صنعاء');
  });
});

describe('English fields in the back office', () => {
  let server: TestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => server.close());

  const englishPlanNames = async () =>
    (await server.api.ok('getSubscriptionsList', { headers: { 'accept-language': 'en' } })).data.map(
      (plan) => plan.name,
    );

  it('edits a plan’s English name: kept when an edit leaves it out, cleared when blank', async () => {
    const body = await admin.api.ok('adminListPlans');
    const daily = body.data.find((plan) => plan.period === 'daily')!;
    expect(daily).toMatchObject({ name: 'الباقة اليومية', name_en: 'Daily plan' });
    const {
      id,
      name_en: _nameEn,
      description_en: _descriptionEn,
      price_change: _change,
      ...arabicOnly
    } = daily;

    await admin.api.ok('adminUpdatePlan', { params: { id }, json: { ...arabicOnly, name_en: 'Day pass' } });
    expect((await englishPlanNames())[0]).toBe('Day pass');

    // A client that knows nothing of English fields leaves them as they are.
    const untouched = await admin.api.ok('adminUpdatePlan', { params: { id }, json: arabicOnly });
    expect(untouched.data.name_en).toBe('Day pass');

    const cleared = await admin.api.ok('adminUpdatePlan', { params: { id }, json: { ...arabicOnly, name_en: '' } });
    expect(cleared.data.name_en).toBeNull();
    expect((await englishPlanNames())[0]).toBe('الباقة اليومية');
  });

  it('edits an information page’s English title and body, sanitised like the Arabic', async () => {
    const saved = await admin.api.ok('adminUpdateInformationPage', {
      params: { key: 'who' },
      json: {
        title: 'من نحن',
        body_html: '<p>صرّاف</p>',
        title_en: 'About Sarraf',
        body_html_en: '<p onclick="x()">Sarraf is <b>here</b>.</p><script>alert(1)</script>',
      },
    });
    expect(saved.data).toMatchObject({
      title_en: 'About Sarraf',
      body_html_en: '<p>Sarraf is <b>here</b>.</p>',
    });
    const page = await server.api.ok('getInformations', {
      query: { key: 'who' },
      headers: { 'accept-language': 'en' },
    });
    expect(page.data[0]).toMatchObject({
      title: 'About Sarraf',
      body_html: '<p>Sarraf is <b>here</b>.</p>',
    });

    const emptied = await admin.api.ok('adminUpdateInformationPage', {
      params: { key: 'who' },
      json: { title: 'من نحن', body_html: '<p>صرّاف</p>', title_en: '', body_html_en: '<p></p>' },
    });
    expect(emptied.data).toMatchObject({ title_en: null, body_html_en: null });
    const arabicAgain = await server.api.ok('getInformations', {
      query: { key: 'who' },
      headers: { 'accept-language': 'en' },
    });
    expect(arabicAgain.data[0]).toMatchObject({ title: 'من نحن', body_html: '<p>صرّاف</p>' });
  });

  it('refuses an English text longer than its field allows, naming the field', async () => {
    const body = await admin.api.ok('adminListPriceSources');
    const { id, ...fields } = body.data[0]!;
    const refused = await admin.api.fails('adminUpdatePriceSource', 422, {
      params: { id },
      json: { ...fields, city_en: 'x'.repeat(101) },
    });
    expect(Object.keys(refused.errors ?? {})).toEqual(['city_en']);
  });
});
