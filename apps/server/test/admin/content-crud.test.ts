import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditRows, signInAs, type AdminClient, type ErrorBody } from './helpers';

interface Case {
  path: string;
  entity: string;
  valid: Record<string, unknown>;
  /** One bad value per field: each must be a 422 naming exactly that field. */
  invalid: Record<string, unknown>;
  /** What an update changes. */
  change: Record<string, unknown>;
}

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
    const categories = await editor.call<{ data: Array<{ id: number }> }>('/api/admin/categories');
    categoryId = categories.body.data[0]!.id;
    const companies = await editor.call<{ data: Array<{ id: number }> }>('/api/admin/exchange-companies');
    companyId = companies.body.data[0]!.id;
  });
  afterAll(() => server.close());

  const cases = (): Case[] => [
    {
      path: '/api/admin/currencies',
      entity: 'currency',
      valid: {
        code: 'mad',
        name: 'درهم مغربي',
        symbol: 'د.م',
        flag: '🇲🇦',
        minor_units: 2,
        active: true,
        sort_order: 50,
      },
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
      path: '/api/admin/price-sources',
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
      },
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
      path: '/api/admin/categories',
      entity: 'category',
      valid: { slug: 'silver', name: 'الفضة', kind: 'gold', description: '', active: true, sort_order: 5 },
      invalid: { slug: 'Not a slug!', name: '', kind: 'wood', description: 1, active: 1, sort_order: 1.5 },
      change: { name: 'فضة' },
    },
    {
      path: '/api/admin/category-items',
      entity: 'category_item',
      valid: {
        category_id: categoryId,
        name: 'فضة عيار 925',
        unit: 'جرام',
        description: '',
        currency_id: null,
        active: true,
        sort_order: 1,
      },
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
      path: '/api/admin/exchange-companies',
      entity: 'exchange_company',
      valid: {
        scope: 'local',
        name: 'صرافة الاختبار',
        city: 'عدن',
        address: 'كريتر',
        website: 'https://example.com',
        active: true,
        sort_order: 3,
      },
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
      path: '/api/admin/exchange-company-phones',
      entity: 'exchange_company_phone',
      valid: {
        company_id: companyId,
        phone: '+967 1 234567',
        label: 'الإدارة',
        kind: 'phone',
        sort_order: 0,
      },
      invalid: { company_id: 0, phone: 'call me', label: 'x'.repeat(200), kind: 'fax', sort_order: -3 },
      change: { kind: 'whatsapp' },
    },
  ];

  it('creates, lists, searches, updates and deletes each resource, one audit row per write', async () => {
    for (const item of cases()) {
      const created = await editor.call<{ data: { id: number } }>(item.path, {
        method: 'POST',
        json: item.valid,
      });
      expect(created.status, item.path).toBe(200);
      const id = created.body.data.id;
      expect((await auditRows(server, `${item.entity}.create`)).slice(-1)[0]).toMatchObject({
        entityId: String(id),
        actorLabel: editor.email,
        before: null,
      });

      const name = (item.valid.name ?? item.valid.label) as string;
      const listed = await editor.call<{ data: Array<{ id: number }>; meta: { total: number } }>(
        `${item.path}?search=${encodeURIComponent(name)}&per_page=5`,
      );
      expect(listed.status).toBe(200);
      expect(
        listed.body.data.map((row) => row.id),
        item.path,
      ).toContain(id);

      const updated = await editor.call<{ data: Record<string, unknown> }>(`${item.path}/${id}`, {
        method: 'PUT',
        json: { ...item.valid, ...item.change },
      });
      expect(updated.status, item.path).toBe(200);
      expect(updated.body.data).toMatchObject(item.change);
      const [audit] = (await auditRows(server, `${item.entity}.update`)).slice(-1);
      expect(audit?.before).toMatchObject({ id });
      expect(audit?.after).toMatchObject(item.change);

      const removed = await editor.call<{ message: string }>(`${item.path}/${id}`, { method: 'DELETE' });
      expect(removed.status, item.path).toBe(200);
      expect(removed.body.message).toBe('تم الحذف.');
      expect((await auditRows(server, `${item.entity}.delete`)).slice(-1)[0]?.entityId).toBe(String(id));
      expect((await editor.call(`${item.path}/${id}`, { method: 'PUT', json: item.valid })).status).toBe(404);
    }
  });

  it('answers a 422 naming each bad field, and writes nothing', async () => {
    for (const item of cases()) {
      for (const [field, bad] of Object.entries(item.invalid)) {
        const response = await editor.call<ErrorBody>(item.path, {
          method: 'POST',
          json: { ...item.valid, [field]: bad },
        });
        expect(response.status, `${item.path} ${field}`).toBe(422);
        expect(Object.keys(response.body.errors ?? {}), `${item.path} ${field}`).toEqual([field]);
      }
      const missing = await editor.call<ErrorBody>(item.path, { method: 'POST', json: {} });
      expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(Object.keys(item.valid).sort());
    }
  });

  it('reports a duplicate on its field, a missing reference on its field, and refuses deleting what is used', async () => {
    const duplicate = await editor.call<ErrorBody>('/api/admin/currencies', {
      method: 'POST',
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
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ code: ['هذه القيمة مستخدمة من قبل.'] });

    const orphan = await editor.call<ErrorBody>('/api/admin/category-items', {
      method: 'POST',
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
    expect(orphan.status).toBe(422);
    expect(Object.keys(orphan.body.errors ?? {})).toEqual(['category_id']);

    // USD has rates: its history is the product, so it is deactivated, never deleted.
    const currencies = await editor.call<{ data: Array<{ id: number; code: string; is_base: boolean }> }>(
      '/api/admin/currencies?search=USD',
    );
    const usd = currencies.body.data.find((row) => row.code === 'USD')!;
    const inUse = await editor.call<ErrorBody>(`/api/admin/currencies/${usd.id}`, { method: 'DELETE' });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('لا يمكن الحذف لأن عناصر أخرى مرتبطة به؛ أوقِف تفعيله بدلاً من ذلك.');

    const base = (
      await editor.call<{ data: Array<{ id: number; is_base: boolean }> }>('/api/admin/currencies?search=YER')
    ).body.data.find((row) => row.is_base)!;
    expect((await editor.call(`/api/admin/currencies/${base.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('keeps one primary price source when another is made primary', async () => {
    const created = await editor.call<{ data: { id: number } }>('/api/admin/price-sources', {
      method: 'POST',
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
    expect(created.status).toBe(200);
    const all = await editor.call<{ data: Array<{ id: number; is_primary: boolean }> }>(
      '/api/admin/price-sources?per_page=100',
    );
    expect(all.body.data.filter((row) => row.is_primary).map((row) => row.id)).toEqual([
      created.body.data.id,
    ]);
  });

  it('lets only admins manage plans (editors get 403), with validation and audit', async () => {
    const plan = {
      name: 'باقة الاختبار',
      description: 'أسبوعية',
      price_minor: 5000,
      currency: 'YER',
      period: 'weekly',
      free_trial_days: 0,
      grace_days: 3,
      suspension_days: 30,
      max_alerts: 7,
      active: false,
      sort_order: 9,
    };
    expect((await editor.call('/api/admin/plans')).status).toBe(403);
    expect((await editor.call('/api/admin/plans', { method: 'POST', json: plan })).status).toBe(403);

    for (const [field, bad] of Object.entries({
      price_minor: 0,
      currency: 'rial',
      period: 'yearly',
      grace_days: -1,
      max_alerts: -1,
    })) {
      const response = await admin.call<ErrorBody>('/api/admin/plans', {
        method: 'POST',
        json: { ...plan, [field]: bad },
      });
      expect(response.status, field).toBe(422);
      expect(Object.keys(response.body.errors ?? {})).toEqual([field]);
    }
    const created = await admin.call<{ data: { id: string } }>('/api/admin/plans', {
      method: 'POST',
      json: plan,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await auditRows(server, 'plan.create')).slice(-1)[0]?.entityId).toBe(id);
    // The alert limit is the admin's to set, and an edit that leaves it out keeps it.
    const listed = async () =>
      (
        await admin.call<{ data: Array<{ id: string; max_alerts: number }> }>('/api/admin/plans')
      ).body.data.find((row) => row.id === id)?.max_alerts;
    expect(await listed()).toBe(7);
    const { max_alerts: _omitted, ...withoutLimit } = plan;
    expect(
      (
        await admin.call(`/api/admin/plans/${id}`, {
          method: 'PUT',
          json: { ...withoutLimit, name: 'باقة معدلة' },
        })
      ).status,
    ).toBe(200);
    expect(await listed()).toBe(7);
    expect((await editor.call(`/api/admin/plans/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await admin.call(`/api/admin/plans/not-a-uuid`, { method: 'DELETE' })).status).toBe(422);
    expect((await admin.call(`/api/admin/plans/${id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('writes a dated price list with its lines, one per source and day, validated per line', async () => {
    const sources = await editor.call<{ data: Array<{ id: number }> }>('/api/admin/price-sources');
    const currencies = await editor.call<{ data: Array<{ id: number; code: string }> }>(
      '/api/admin/currencies',
    );
    const usd = currencies.body.data.find((row) => row.code === 'USD')!.id;
    const sar = currencies.body.data.find((row) => row.code === 'SAR')!.id;
    const list = {
      source_id: sources.body.data[0]!.id,
      title: 'نشرة الاختبار',
      list_date: '2031-01-02',
      notes: '',
      items: [
        { currency_id: usd, buy: '530', sell: '535.25', note: null },
        { currency_id: sar, buy: '140', sell: '141', note: 'نقداً' },
      ],
    };
    const created = await editor.call<{ data: { id: number; items: Array<{ code: string; sell: string }> } }>(
      '/api/admin/price-lists',
      { method: 'POST', json: list },
    );
    expect(created.status).toBe(200);
    expect(created.body.data.items.map((line) => [line.code, line.sell])).toEqual([
      ['USD', '535.25'],
      ['SAR', '141'],
    ]);
    expect((await auditRows(server, 'price_list.create')).slice(-1)[0]?.after).toMatchObject({
      title: 'نشرة الاختبار',
    });

    const again = await editor.call<ErrorBody>('/api/admin/price-lists', { method: 'POST', json: list });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors ?? {})).toEqual(['list_date']);

    const cases: Array<[unknown, string]> = [
      [{ ...list, list_date: '2031-02-30x' }, 'list_date'],
      [{ ...list, items: [] }, 'items'],
      [{ ...list, items: [{ currency_id: usd, buy: '540', sell: '535', note: null }] }, 'items.0.sell'],
      [{ ...list, items: [{ currency_id: usd, buy: 'x', sell: '535', note: null }] }, 'items.0.buy'],
      [{ ...list, list_date: '2031-01-03', items: [list.items[0], list.items[0]] }, 'items.1.currency_id'],
    ];
    for (const [json, field] of cases) {
      const response = await editor.call<ErrorBody>('/api/admin/price-lists', { method: 'POST', json });
      expect(response.status, field).toBe(422);
      expect(Object.keys(response.body.errors ?? {}), field).toEqual([field]);
    }
    const swapped = await editor.call<ErrorBody>('/api/admin/price-lists', {
      method: 'POST',
      json: cases[2]![0],
    });
    expect(swapped.body.errors?.['items.0.sell']).toEqual(['سعر البيع يجب ألا يقل عن سعر الشراء.']);

    const updated = await editor.call<{ data: { items: unknown[] } }>(
      `/api/admin/price-lists/${created.body.data.id}`,
      {
        method: 'PUT',
        json: { ...list, items: [list.items[1]] },
      },
    );
    expect(updated.body.data.items).toHaveLength(1);
    expect(await (await server.request('/api/client/get/priceLists')).text()).toContain('نشرة الاختبار');
  });

  it('refuses every content route without a session (401)', async () => {
    for (const path of [
      '/api/admin/currencies',
      '/api/admin/price-sources',
      '/api/admin/plans',
      '/api/admin/settings',
    ]) {
      expect((await server.request(path)).status, path).toBe(401);
    }
  });
});
