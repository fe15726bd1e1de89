import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRequest } from '@sarraf/contracts/api';
import { readError } from '@sarraf/contracts/typed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditRows, signInAs, type AdminClient } from './helpers';

interface Case {
  /** The resource's four routes. */
  list:
    | 'adminListCurrencies'
    | 'adminListPriceSources'
    | 'adminListCategories'
    | 'adminListCategoryItems'
    | 'adminListCompanies'
    | 'adminListCompanyPhones';
  create:
    | 'adminCreateCurrency'
    | 'adminCreatePriceSource'
    | 'adminCreateCategory'
    | 'adminCreateCategoryItem'
    | 'adminCreateCompany'
    | 'adminCreateCompanyPhone';
  update:
    | 'adminUpdateCurrency'
    | 'adminUpdatePriceSource'
    | 'adminUpdateCategory'
    | 'adminUpdateCategoryItem'
    | 'adminUpdateCompany'
    | 'adminUpdateCompanyPhone';
  remove:
    | 'adminDeleteCurrency'
    | 'adminDeletePriceSource'
    | 'adminDeleteCategory'
    | 'adminDeleteCategoryItem'
    | 'adminDeleteCompany'
    | 'adminDeleteCompanyPhone';
  entity: string;
  valid: Record<string, unknown>;
  /** One bad value per field: each must be a 422 naming exactly that field. */
  invalid: Record<string, unknown>;
  /** What an update changes. */
  change: Record<string, unknown>;
}

// The table mixes six resources, so a call cannot type its body by one contract: each `valid` is
// checked against its create contract where it is written (`satisfies`), and sent as it is.

describe('back-office content CRUD', () => {
  let server: TestServer;
  let editor: AdminClient;
  let admin: AdminClient;
  let categoryId: number;
  let companyId: number;

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signInAs(server, 'editor');
    admin = await signInAs(server, 'admin');
    categoryId = (await editor.api.ok('adminListCategories')).data[0]!.id;
    companyId = (await editor.api.ok('adminListCompanies')).data[0]!.id;
  });
  afterAll(() => server.close());

  const cases = (): Case[] => [
    {
      list: 'adminListCurrencies',
      create: 'adminCreateCurrency',
      update: 'adminUpdateCurrency',
      remove: 'adminDeleteCurrency',
      entity: 'currency',
      valid: {
        code: 'mad',
        name: 'درهم مغربي',
        symbol: 'د.م',
        flag: '🇲🇦',
        minor_units: 2,
        active: true,
        sort_order: 50,
      } satisfies TRequest<'adminCreateCurrency'>,
      invalid: {
        code: 'MADX',
        name: '',
        symbol: '',
        flag: '',
        minor_units: 9,
        active: 'yes',
        sort_order: -1,
      },
      change: { name: 'الدرهم المغربي' },
    },
    {
      list: 'adminListPriceSources',
      create: 'adminCreatePriceSource',
      update: 'adminUpdatePriceSource',
      remove: 'adminDeletePriceSource',
      entity: 'price_source',
      valid: {
        name: 'سوق المكلا',
        city: 'المكلا',
        type: 'parallel',
        description: '',
        freshness_minutes: 180,
        is_primary: false,
        active: true,
        sort_order: 9,
      } satisfies TRequest<'adminCreatePriceSource'>,
      invalid: {
        name: '',
        city: '',
        type: 'bank',
        description: 'x'.repeat(3000),
        freshness_minutes: 0,
        is_primary: 'no',
        active: null,
        sort_order: 'first',
      },
      change: { freshness_minutes: 60 },
    },
    {
      list: 'adminListCategories',
      create: 'adminCreateCategory',
      update: 'adminUpdateCategory',
      remove: 'adminDeleteCategory',
      entity: 'category',
      valid: {
        slug: 'silver',
        name: 'الفضة',
        kind: 'gold',
        description: '',
        active: true,
        sort_order: 5,
      } satisfies TRequest<'adminCreateCategory'>,
      invalid: { slug: 'Not a slug!', name: '', kind: 'wood', description: 1, active: 1, sort_order: 1.5 },
      change: { name: 'فضة' },
    },
    {
      list: 'adminListCategoryItems',
      create: 'adminCreateCategoryItem',
      update: 'adminUpdateCategoryItem',
      remove: 'adminDeleteCategoryItem',
      entity: 'category_item',
      valid: {
        category_id: categoryId,
        name: 'فضة عيار 925',
        unit: 'جرام',
        description: '',
        currency_id: null,
        active: true,
        sort_order: 1,
      } satisfies TRequest<'adminCreateCategoryItem'>,
      invalid: {
        category_id: 'x',
        name: '',
        unit: '',
        description: null,
        currency_id: 'usd',
        active: 'true',
        sort_order: null,
      },
      change: { unit: 'أوقية' },
    },
    {
      list: 'adminListCompanies',
      create: 'adminCreateCompany',
      update: 'adminUpdateCompany',
      remove: 'adminDeleteCompany',
      entity: 'exchange_company',
      valid: {
        scope: 'local',
        name: 'صرافة الاختبار',
        city: 'عدن',
        address: 'كريتر',
        website: 'https://example.com',
        active: true,
        sort_order: 3,
      } satisfies TRequest<'adminCreateCompany'>,
      invalid: {
        scope: 'global',
        name: '',
        city: '',
        address: 5,
        website: 'javascript:alert(1)',
        active: 'on',
        sort_order: 'x',
      },
      change: { address: 'المعلا' },
    },
    {
      list: 'adminListCompanyPhones',
      create: 'adminCreateCompanyPhone',
      update: 'adminUpdateCompanyPhone',
      remove: 'adminDeleteCompanyPhone',
      entity: 'exchange_company_phone',
      valid: {
        company_id: companyId,
        phone: '+967 1 234567',
        label: 'الإدارة',
        kind: 'phone',
        sort_order: 0,
      } satisfies TRequest<'adminCreateCompanyPhone'>,
      invalid: { company_id: 0, phone: 'call me', label: 'x'.repeat(200), kind: 'fax', sort_order: -3 },
      change: { kind: 'whatsapp' },
    },
  ];

  it('creates, lists, searches, updates and deletes each resource, one audit row per write', async () => {
    for (const item of cases()) {
      const created = await editor.api.ok(item.create, { rawJson: item.valid });
      const id = created.data.id;
      expect((await auditRows(server, `${item.entity}.create`)).slice(-1)[0]).toMatchObject({
        entityId: String(id),
        actorLabel: editor.email,
        before: null,
      });

      const name = (item.valid.name ?? item.valid.label) as string;
      const listed = await editor.api.ok(item.list, { query: { search: name, per_page: 5 } });
      expect(
        listed.data.map((row) => row.id),
        item.list,
      ).toContain(id);

      const updated = await editor.api.ok(item.update, {
        params: { id },
        rawJson: { ...item.valid, ...item.change },
      });
      expect(updated.data).toMatchObject(item.change);
      const [audit] = (await auditRows(server, `${item.entity}.update`)).slice(-1);
      expect(audit?.before).toMatchObject({ id });
      expect(audit?.after).toMatchObject(item.change);

      const removed = await editor.api.ok(item.remove, { params: { id } });
      expect(removed.message).toBe('تم الحذف.');
      expect((await auditRows(server, `${item.entity}.delete`)).slice(-1)[0]?.entityId).toBe(String(id));
      await editor.api.fails(item.update, 404, { params: { id }, rawJson: item.valid });
    }
  });

  it('answers a 422 naming each bad field, and writes nothing', async () => {
    for (const item of cases()) {
      for (const [field, bad] of Object.entries(item.invalid)) {
        const response = await editor.api.call(item.create, { rawJson: { ...item.valid, [field]: bad } });
        const error = await readError(response);
        expect(response.status, `${item.create} ${field}`).toBe(422);
        expect(Object.keys(error.errors ?? {}), `${item.create} ${field}`).toEqual([field]);
      }
      const missing = await editor.api.fails(item.create, 422, { rawJson: {} });
      expect(Object.keys(missing.errors ?? {}).sort()).toEqual(Object.keys(item.valid).sort());
    }
  });

  it('reports a duplicate on its field, a missing reference on its field, and refuses deleting what is used', async () => {
    const duplicate = await editor.api.fails('adminCreateCurrency', 422, {
      json: {
        code: 'USD',
        name: 'دولار',
        symbol: '$',
        flag: '🇺🇸',
        minor_units: 2,
        active: true,
        sort_order: 1,
      },
    });
    expect(duplicate.errors).toEqual({ code: ['هذه القيمة مستخدمة من قبل.'] });

    const orphan = await editor.api.fails('adminCreateCategoryItem', 422, {
      json: {
        category_id: 999999,
        name: 'س',
        unit: 'ص',
        description: '',
        currency_id: null,
        active: true,
        sort_order: 0,
      },
    });
    expect(Object.keys(orphan.errors ?? {})).toEqual(['category_id']);

    // USD has rates: its history is the product, so it is deactivated, never deleted.
    const currencies = await editor.api.ok('adminListCurrencies', { query: { search: 'USD' } });
    const usd = currencies.data.find((row) => row.code === 'USD')!;
    const inUse = await editor.api.fails('adminDeleteCurrency', 409, { params: { id: usd.id } });
    expect(inUse.message).toBe('لا يمكن الحذف لأن عناصر أخرى مرتبطة به؛ أوقِف تفعيله بدلاً من ذلك.');

    const base = (await editor.api.ok('adminListCurrencies', { query: { search: 'YER' } })).data.find(
      (row) => row.is_base,
    )!;
    await editor.api.fails('adminDeleteCurrency', 409, { params: { id: base.id } });
  });

  it('keeps one primary price source when another is made primary', async () => {
    const created = await editor.api.ok('adminCreatePriceSource', {
      json: {
        name: 'السوق الجديد',
        city: 'صنعاء',
        type: 'parallel',
        description: '',
        freshness_minutes: 60,
        is_primary: true,
        active: true,
        sort_order: 0,
      },
    });
    const all = await editor.api.ok('adminListPriceSources', { query: { per_page: 100 } });
    expect(all.data.filter((row) => row.is_primary).map((row) => row.id)).toEqual([created.data.id]);
  });

  it('lets only admins manage plans (editors get 403), with validation and audit', async () => {
    const plan = {
      name: 'باقة الاختبار',
      description: 'أسبوعية',
      price_minor: 5000,
      currency: 'YER',
      period: 'weekly' as const,
      free_trial_days: 0,
      grace_days: 3,
      suspension_days: 30,
      max_alerts: 7,
      active: false,
      sort_order: 9,
    };
    await editor.api.fails('adminListPlans', 403);
    await editor.api.fails('adminCreatePlan', 403, { json: plan });

    for (const [field, bad] of Object.entries({
      price_minor: 0,
      currency: 'rial',
      period: 'yearly',
      grace_days: -1,
      max_alerts: -1,
    })) {
      const response = await admin.api.call('adminCreatePlan', { rawJson: { ...plan, [field]: bad } });
      const error = await readError(response);
      expect(response.status, field).toBe(422);
      expect(Object.keys(error.errors ?? {})).toEqual([field]);
    }
    const created = await admin.api.ok('adminCreatePlan', { json: plan });
    const id = created.data.id;
    expect((await auditRows(server, 'plan.create')).slice(-1)[0]?.entityId).toBe(id);
    // The alert limit is the admin's to set, and an edit that leaves it out keeps it.
    const listed = async () =>
      (await admin.api.ok('adminListPlans')).data.find((row) => row.id === id)?.max_alerts;
    expect(await listed()).toBe(7);
    const { max_alerts: _omitted, ...withoutLimit } = plan;
    await admin.api.ok('adminUpdatePlan', { params: { id }, json: { ...withoutLimit, name: 'باقة معدلة' } });
    expect(await listed()).toBe(7);
    await editor.api.fails('adminDeletePlan', 403, { params: { id } });
    await admin.api.fails('adminDeletePlan', 422, { params: { id: 'not-a-uuid' } });
    await admin.api.ok('adminDeletePlan', { params: { id } });
  });

  it('writes a dated price list with its lines, one per source and day, validated per line', async () => {
    const sources = await editor.api.ok('adminListPriceSources');
    const currencies = await editor.api.ok('adminListCurrencies');
    const usd = currencies.data.find((row) => row.code === 'USD')!.id;
    const sar = currencies.data.find((row) => row.code === 'SAR')!.id;
    const list = {
      source_id: sources.data[0]!.id,
      title: 'نشرة الاختبار',
      list_date: '2031-01-02',
      notes: '',
      items: [
        { currency_id: usd, buy: '530', sell: '535.25', note: null },
        { currency_id: sar, buy: '140', sell: '141', note: 'نقداً' },
      ],
    };
    const created = await editor.api.ok('adminCreatePriceList', { json: list });
    expect(created.data.items.map((line) => [line.code, line.sell])).toEqual([
      ['USD', '535.25'],
      ['SAR', '141'],
    ]);
    expect((await auditRows(server, 'price_list.create')).slice(-1)[0]?.after).toMatchObject({
      title: 'نشرة الاختبار',
    });

    const again = await editor.api.fails('adminCreatePriceList', 422, { json: list });
    expect(Object.keys(again.errors ?? {})).toEqual(['list_date']);

    const cases: Array<[unknown, string]> = [
      [{ ...list, list_date: '2031-02-30x' }, 'list_date'],
      [{ ...list, items: [] }, 'items'],
      [{ ...list, items: [{ currency_id: usd, buy: '540', sell: '535', note: null }] }, 'items.0.sell'],
      [{ ...list, items: [{ currency_id: usd, buy: 'x', sell: '535', note: null }] }, 'items.0.buy'],
      [{ ...list, list_date: '2031-01-03', items: [list.items[0], list.items[0]] }, 'items.1.currency_id'],
    ];
    for (const [json, field] of cases) {
      const response = await editor.api.call('adminCreatePriceList', { rawJson: json });
      const error = await readError(response);
      expect(response.status, field).toBe(422);
      expect(Object.keys(error.errors ?? {}), field).toEqual([field]);
    }
    const swapped = await editor.api.fails('adminCreatePriceList', 422, { rawJson: cases[2]![0] });
    expect(swapped.errors?.['items.0.sell']).toEqual(['سعر البيع يجب ألا يقل عن سعر الشراء.']);

    const updated = await editor.api.ok('adminUpdatePriceList', {
      params: { id: created.data.id },
      json: { ...list, items: [list.items[1]!] },
    });
    expect(updated.data.items).toHaveLength(1);
    expect(await (await server.api.call('getPriceLists')).text()).toContain('نشرة الاختبار');
  });

  it('refuses every content route without a session (401)', async () => {
    for (const name of [
      'adminListCurrencies',
      'adminListPriceSources',
      'adminListPlans',
      'adminGetSettings',
    ] as const) {
      expect((await server.api.call(name)).status, name).toBe(401);
    }
  });
});
