import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCreatedPartnerKey,
  TGetCurrencyListResponse,
  TPartnerKey,
  TPartnerPushRatesResponse,
  TPartnerRate,
  TRateReview,
} from '@sarraf/contracts';
import { partnerKeys } from '../../src/db/schema/index';
import { hashPartnerKey } from '../../src/lib/partner-key';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource } from '../content/helpers';
import { auditRows, signInAs, type AdminClient, type ErrorBody } from '../admin/helpers';

const REFUSED = 'مفتاح الشريك مفقود أو غير صحيح أو أُلغي. أرسِله في الترويسة Authorization: Bearer.';

interface Answer<T> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** A call as a partner's server makes it: a bearer key, JSON, no cookies. */
async function asPartner<T = unknown>(
  server: TestServer,
  key: string | null,
  path: string,
  init: { method?: string; json?: unknown; authorization?: string } = {},
): Promise<Answer<T>> {
  const response = await server.request(path, {
    method: init.method ?? 'GET',
    ...(init.json !== undefined ? { json: init.json } : {}),
    headers: {
      ...(init.authorization !== undefined
        ? { authorization: init.authorization }
        : key
          ? { authorization: `Bearer ${key}` }
          : {}),
    },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: body as T };
}

const push = (server: TestServer, key: string, rates: unknown[], extra: Record<string, unknown> = {}) =>
  asPartner<TPartnerPushRatesResponse & ErrorBody>(server, key, '/api/partner/v1/rates', {
    method: 'POST',
    json: { rates, ...extra },
  });

async function createKey(admin: AdminClient, sourceId: number, name: string): Promise<TCreatedPartnerKey> {
  const created = await admin.call<{ data: TCreatedPartnerKey }>('/api/admin/partner-keys', {
    method: 'POST',
    json: { source_id: sourceId, name },
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

/** What the portal shows for one currency at one source (the cached public read). */
async function portalRate(server: TestServer, sourceId: number, code: string) {
  const response = await server.request(
    `/api/client/get/currency/list?source_id=${sourceId}&currency=${code}`,
  );
  const body = (await response.json()) as TGetCurrencyListResponse;
  const rate = body.data[0]?.rates[0];
  return rate ? { buy: Number(rate.buy), sell: Number(rate.sell) } : null;
}

/** Approves every pending item of a source, as an editor does in the review queue. */
async function approvePending(editor: AdminClient, sourceId: number) {
  const queue = await editor.call<{ data: TRateReview[] }>('/api/admin/rate-reviews?per_page=100');
  for (const item of queue.body.data.filter((row) => row.source.id === sourceId)) {
    const approved = await editor.call(`/api/admin/rate-reviews/${item.id}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
  }
}

describe('partner API: keys, pushes within and beyond the guard, the review queue', () => {
  let server: TestServer;
  let admin: AdminClient;
  let editor: AdminClient;
  let sourceId: number;
  let otherSourceId: number;
  let key: TCreatedPartnerKey;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'admin');
    editor = await signInAs(server, 'editor');
    sourceId = await addSource(server, { name: 'صرافة الأمانة' });
    otherSourceId = await addSource(server, { name: 'بنك آخر' });
    key = await createKey(admin, sourceId, 'خادم الأمانة');
  });
  afterAll(() => server.close());

  it('shows a new key once, lists keys without it, and keeps keys to admins', async () => {
    expect(key.key).toMatch(/^srf_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'خادم الأمانة', source_id: sourceId });
    const listed = await admin.call<{ data: TPartnerKey[] }>('/api/admin/partner-keys');
    expect(listed.status).toBe(200);
    const mine = listed.body.data.find((row) => row.id === key.id);
    expect(mine).toMatchObject({
      name: 'خادم الأمانة',
      source_id: sourceId,
      source_name: 'صرافة الأمانة',
      prefix: key.key.slice(0, 13),
      created_by: admin.email,
      revoked_at: null,
    });
    expect(mine).not.toHaveProperty('key');
    expect(JSON.stringify(listed.body)).not.toContain(key.key);
    const [audit] = (await auditRows(server, 'partner_key.create')).slice(-1);
    expect(audit).toMatchObject({ actorType: 'admin', actorLabel: admin.email, entityId: String(key.id) });
    expect(JSON.stringify(audit)).not.toContain(key.key);

    expect((await editor.call('/api/admin/partner-keys')).status).toBe(403);
    expect(
      (
        await editor.call('/api/admin/partner-keys', {
          method: 'POST',
          json: { source_id: sourceId, name: 'x' },
        })
      ).status,
    ).toBe(403);
    const bad = await admin.call<ErrorBody>('/api/admin/partner-keys', {
      method: 'POST',
      json: { source_id: 999_999, name: '' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['name']);
    const unknownSource = await admin.call<ErrorBody>('/api/admin/partner-keys', {
      method: 'POST',
      json: { source_id: 999_999, name: 'مصدر مجهول' },
    });
    expect(unknownSource.status).toBe(422);
    expect(Object.keys(unknownSource.body.errors ?? {})).toEqual(['source_id']);
  });

  it('holds a first push for an editor, then publishes a move within the guard, and the portal shows it at once', async () => {
    expect(await portalRate(server, sourceId, 'USD')).toBeNull();
    const first = await push(server, key.key, [{ currency: 'USD', buy: '530', sell: '535' }]);
    expect(first.status).toBe(202);
    expect(first.body.data).toEqual({
      published: [],
      review: [{ currency: 'USD', buy: '530', sell: '535', previous_buy: null, previous_sell: null }],
    });
    expect(await portalRate(server, sourceId, 'USD')).toBeNull();
    await approvePending(editor, sourceId);
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 530, sell: 535 });

    // 530 → 534.90 is +0.92 %, well within the default 5 %.
    const within = await push(server, key.key, [{ currency: 'usd', buy: '534.90', sell: '536.80' }]);
    expect(within.status).toBe(202);
    expect(within.body.data).toEqual({
      published: [{ currency: 'USD', buy: '534.90', sell: '536.80' }],
      review: [],
    });
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 534.9, sell: 536.8 });

    const [audit] = (await auditRows(server, 'rate.partner_push')).slice(-1);
    expect(audit).toMatchObject({
      actorType: 'partner',
      actorId: null,
      actorLabel: 'خادم الأمانة · صرافة الأمانة',
      entity: 'rates',
      entityId: String(sourceId),
    });
    expect(audit?.before).toEqual([{ currency: 'USD', buy: '530', sell: '535' }]);
    expect(audit?.after).toMatchObject({
      partner_key_id: key.id,
      published: [{ currency: 'USD', buy: '534.90', sell: '536.80' }],
      review: [],
    });
    // The back office's audit screen lists it under the partner.
    const screen = await admin.call<{ data: Array<{ actor_type: string; actor_label: string }> }>(
      '/api/admin/audit-log?action=rate.partner_push',
    );
    expect(screen.body.data[0]).toMatchObject({
      actor_type: 'partner',
      actor_label: 'خادم الأمانة · صرافة الأمانة',
    });
  });

  it('holds a move beyond the guard for review, and the held value never blocks a later push', async () => {
    const beyond = await push(server, key.key, [{ currency: 'USD', buy: '600', sell: '602' }]);
    expect(beyond.status).toBe(202);
    expect(beyond.body.data).toEqual({
      published: [],
      review: [{ currency: 'USD', buy: '600', sell: '602', previous_buy: '534.9', previous_sell: '536.8' }],
    });
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 534.9, sell: 536.8 });

    const queue = await editor.call<{ data: TRateReview[] }>('/api/admin/rate-reviews');
    expect(queue.status).toBe(200);
    const held = queue.body.data.find((item) => item.source.id === sourceId && item.currency.code === 'USD');
    expect(held).toMatchObject({
      buy: '600',
      sell: '602',
      previous_buy: '534.9',
      previous_sell: '536.8',
      move_percent: 12.17,
      origin: { kind: 'partner', id: String(key.id), name: 'خادم الأمانة · صرافة الأمانة' },
      status: 'pending',
      decided_at: null,
    });

    // Compared with 534.90 (the last published), not with the held 600: published.
    const later = await push(server, key.key, [{ currency: 'USD', buy: '535', sell: '537' }]);
    expect(later.body.data.published).toEqual([{ currency: 'USD', buy: '535', sell: '537' }]);
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 535, sell: 537 });
    // Its question is moot now: the held item is superseded, out of the pending queue.
    const pending = await editor.call<{ data: TRateReview[] }>('/api/admin/rate-reviews');
    expect(pending.body.data.some((item) => item.id === held!.id)).toBe(false);
    const superseded = await editor.call<{ data: TRateReview[] }>(
      '/api/admin/rate-reviews?status=superseded',
    );
    expect(superseded.body.data.find((item) => item.id === held!.id)?.status).toBe('superseded');
  });

  it('lets a newer held value supersede an older one: one pending item per source and currency', async () => {
    await push(server, key.key, [{ currency: 'USD', buy: '650', sell: '652' }]);
    await push(server, key.key, [{ currency: 'USD', buy: '660', sell: '662' }]);
    const pending = (await editor.call<{ data: TRateReview[] }>('/api/admin/rate-reviews')).body.data.filter(
      (item) => item.source.id === sourceId && item.currency.code === 'USD',
    );
    expect(pending.map((item) => item.buy)).toEqual(['660']);
  });

  it('supersedes a held value when an editor publishes that currency by hand', async () => {
    const held = await push(server, key.key, [{ currency: 'USD', buy: '900', sell: '902' }]);
    expect(held.body.data.review).toHaveLength(1);
    const grid = await editor.call<{ data: { rows: Array<{ currency_id: number; code: string }> } }>(
      `/api/admin/rates?source_id=${sourceId}`,
    );
    const usdId = grid.body.data.rows.find((row) => row.code === 'USD')!.currency_id;
    const published = await editor.call('/api/admin/rates', {
      method: 'POST',
      json: { source_id: sourceId, rates: [{ currency_id: usdId, buy: '535', sell: '537' }] },
    });
    expect(published.status).toBe(200);
    const pending = (await editor.call<{ data: TRateReview[] }>('/api/admin/rate-reviews')).body.data;
    expect(pending.some((item) => item.source.id === sourceId && item.currency.code === 'USD')).toBe(false);
  });

  it('publishes an approved item through the one publish path, once', async () => {
    // SAR's first value waits for an editor too.
    await push(server, key.key, [{ currency: 'SAR', buy: '139.5', sell: '140.5' }]);
    await approvePending(editor, sourceId);
    const mixed = await push(server, key.key, [
      { currency: 'SAR', buy: '140', sell: '141' },
      { currency: 'USD', buy: '700', sell: '702' },
    ]);
    expect(mixed.body.data.published).toEqual([{ currency: 'SAR', buy: '140', sell: '141' }]);
    expect(mixed.body.data.review).toEqual([
      { currency: 'USD', buy: '700', sell: '702', previous_buy: '535', previous_sell: '537' },
    ]);
    const item = (await editor.call<{ data: TRateReview[] }>('/api/admin/rate-reviews')).body.data.find(
      (row) => row.source.id === sourceId && row.currency.code === 'USD',
    )!;
    expect(item.buy).toBe('700');

    const approved = await editor.call<{ message: string; data: { status: string } }>(
      `/api/admin/rate-reviews/${item.id}/approve`,
      { method: 'POST' },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('تمت الموافقة على السعر ونُشر.');
    expect(approved.body.data.status).toBe('approved');
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 700, sell: 702 });

    const [audit] = (await auditRows(server, 'rate_review.approve')).slice(-1);
    expect(audit).toMatchObject({ actorType: 'admin', actorLabel: editor.email, entityId: String(item.id) });
    expect(audit?.after).toMatchObject({
      status: 'approved',
      currency: 'USD',
      buy: '700',
      sell: '702',
      origin: { kind: 'partner', id: String(key.id) },
    });

    const again = await editor.call<ErrorBody>(`/api/admin/rate-reviews/${item.id}/approve`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('سبق البتّ في هذا السعر، فلم يتغيّر شيء.');
    expect((await editor.call(`/api/admin/rate-reviews/999999/approve`, { method: 'POST' })).status).toBe(
      404,
    );
    // Approved items are listed with who decided.
    const settled = await editor.call<{ data: TRateReview[] }>('/api/admin/rate-reviews?status=approved');
    expect(settled.body.data.find((row) => row.id === item.id)).toMatchObject({ decided_by: editor.email });
  });

  it('publishes nothing for a rejected item', async () => {
    const held = await push(server, key.key, [{ currency: 'SAR', buy: '200', sell: '201' }]);
    expect(held.body.data.review).toHaveLength(1);
    const item = (await editor.call<{ data: TRateReview[] }>('/api/admin/rate-reviews')).body.data.find(
      (row) => row.source.id === sourceId && row.currency.code === 'SAR',
    )!;
    const rejected = await editor.call<{ message: string }>(`/api/admin/rate-reviews/${item.id}/reject`, {
      method: 'POST',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe('تم رفض السعر، ولم يُنشر شيء.');
    expect(await portalRate(server, sourceId, 'SAR')).toEqual({ buy: 140, sell: 141 });
    expect((await auditRows(server, 'rate_review.reject')).slice(-1)[0]).toMatchObject({
      actorLabel: editor.email,
      entityId: String(item.id),
    });
    expect((await editor.call(`/api/admin/rate-reviews/${item.id}/approve`, { method: 'POST' })).status).toBe(
      409,
    );
    expect(await portalRate(server, sourceId, 'SAR')).toEqual({ buy: 140, sell: 141 });
  });

  it('refuses the whole request with a 422 naming the line when one value is not a positive decimal string', async () => {
    const before = (await auditRows(server, 'rate.partner_push')).length;
    const cases: Array<[unknown[], string]> = [
      [
        [
          { currency: 'USD', buy: '701', sell: '703' },
          { currency: 'SAR', buy: '-1', sell: '141' },
        ],
        'rates.1.buy',
      ],
      [[{ currency: 'USD', buy: 701, sell: '703' }], 'rates.0.buy'],
      [[{ currency: 'USD', buy: '701', sell: '0' }], 'rates.0.sell'],
      [[{ currency: 'USD', buy: '701', sell: '1e3' }], 'rates.0.sell'],
      [[{ currency: 'USD', buy: '705', sell: '701' }], 'rates.0.sell'],
      [[{ currency: 'XXX', buy: '701', sell: '703' }], 'rates.0.currency'],
      [
        [
          { currency: 'USD', buy: '701', sell: '703' },
          { currency: 'USD', buy: '701', sell: '703' },
        ],
        'rates.1.currency',
      ],
    ];
    for (const [rates, field] of cases) {
      const refused = await push(server, key.key, rates);
      expect(refused.status, field).toBe(422);
      expect(refused.body.message).toBe('البيانات المدخلة غير صحيحة.');
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(rates)).toEqual([field]);
    }
    const empty = await push(server, key.key, []);
    expect(empty.status).toBe(422);
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 700, sell: 702 });
    expect((await auditRows(server, 'rate.partner_push')).length).toBe(before);
  });

  it("answers 403 for another source and serves the key's own", async () => {
    const other = await push(server, key.key, [{ currency: 'USD', buy: '701', sell: '703' }], {
      source_id: otherSourceId,
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('هذا المفتاح لا يملك صلاحية على مصدر الأسعار المطلوب.');
    expect(await portalRate(server, otherSourceId, 'USD')).toBeNull();
    const read = await asPartner(server, key.key, `/api/partner/v1/rates?source_id=${otherSourceId}`);
    expect(read.status).toBe(403);
    const own = await push(server, key.key, [{ currency: 'USD', buy: '701', sell: '703' }], {
      source_id: sourceId,
    });
    expect(own.status).toBe(202);
    expect((await asPartner(server, key.key, `/api/partner/v1/rates?source_id=${sourceId}`)).status).toBe(
      200,
    );
  });

  it('answers 401 to any missing, malformed or unknown key, never a 500', async () => {
    const unknown = `srf_live_${'A'.repeat(43)}`;
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer garbage',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      `Bearer ${unknown}`,
      `Bearer ${key.key} ${key.key}`,
      `Bearer ${key.key.toUpperCase()}`,
      `Bearer ${'x'.repeat(6000)}`,
      'Bearer srf_live_\u00e9\u00e9',
    ]) {
      for (const method of ['GET', 'POST']) {
        const answer = await asPartner<ErrorBody>(server, null, '/api/partner/v1/rates', {
          method,
          ...(method === 'POST' ? { json: { rates: [{ currency: 'USD', buy: '1', sell: '2' }] } } : {}),
          ...(authorization !== undefined
            ? { authorization: authorization.replace(/[^\x20-\x7e]/g, '?') }
            : {}),
        });
        expect(answer.status, `${method} ${String(authorization).slice(0, 30)}`).toBe(401);
        expect(answer.body.message).toBe(REFUSED);
      }
    }
  });

  it('refuses a revoked key at once', async () => {
    const spare = await createKey(admin, sourceId, 'مفتاح مؤقت');
    expect((await asPartner(server, spare.key, '/api/partner/v1/rates')).status).toBe(200);
    const revoked = await admin.call<{ message: string; data: { revoked_at: string } }>(
      `/api/admin/partner-keys/${spare.id}`,
      { method: 'DELETE' },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('تم إلغاء المفتاح، ولن يُقبل بعد الآن.');
    expect((await asPartner(server, spare.key, '/api/partner/v1/rates')).status).toBe(401);
    expect((await push(server, spare.key, [{ currency: 'USD', buy: '702', sell: '704' }])).status).toBe(401);
    // Revoking again changes nothing; an unknown id is a 404; the list shows when it was revoked.
    const again = await admin.call<{ data: { revoked_at: string } }>(`/api/admin/partner-keys/${spare.id}`, {
      method: 'DELETE',
    });
    expect(again.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    expect((await admin.call('/api/admin/partner-keys/999999', { method: 'DELETE' })).status).toBe(404);
    const listed = (await admin.call<{ data: TPartnerKey[] }>('/api/admin/partner-keys')).body.data;
    expect(listed.find((row) => row.id === spare.id)?.revoked_at).toBe(revoked.body.data.revoked_at);
    expect((await auditRows(server, 'partner_key.revoke')).length).toBe(1);
  });

  it('serves the read feed as JSON and as CSV with the exact header', async () => {
    const feedSource = await addSource(server, { name: 'مصرف القراءة' });
    const reader = await createKey(admin, feedSource, 'قارئ');
    expect(
      (await asPartner<{ data: TPartnerRate[] }>(server, reader.key, '/api/partner/v1/rates')).body,
    ).toEqual({
      data: [],
    });
    const emptyCsv = await asPartner(server, reader.key, '/api/partner/v1/rates?format=csv');
    expect(emptyCsv.text).toBe('currency,buy,sell,recorded_at\r\n');
    await push(server, reader.key, [
      { currency: 'USD', buy: '530.25', sell: '535.5' },
      { currency: 'SAR', buy: '140', sell: '141.125' },
    ]);
    // First values: published once an editor approves them.
    await approvePending(admin, feedSource);
    const json = await asPartner<{ data: TPartnerRate[] }>(
      server,
      reader.key,
      '/api/partner/v1/rates?format=json',
    );
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const [sar, usd] = json.body.data;
    expect(json.body.data.map(({ recorded_at: _at, ...rest }) => rest)).toEqual([
      { currency: 'SAR', buy: '140', sell: '141.125' },
      { currency: 'USD', buy: '530.25', sell: '535.5' },
    ]);
    const csv = await asPartner(server, reader.key, '/api/partner/v1/rates?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.text).toBe(
      'currency,buy,sell,recorded_at\r\n' +
        `SAR,140,141.125,${sar!.recorded_at}\r\n` +
        `USD,530.25,535.5,${usd!.recorded_at}\r\n`,
    );
    expect((await asPartner<ErrorBody>(server, reader.key, '/api/partner/v1/rates?format=xml')).status).toBe(
      422,
    );
  });

  it('documents the partner API publicly under its own tag, and keeps the admin half hidden', async () => {
    const document = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    const partnerPath = document.paths['/api/partner/v1/rates'];
    expect(partnerPath?.post?.tags).toEqual(['partner']);
    expect(Object.keys(partnerPath?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '401', '403', '422', '429']),
    );
    expect(partnerPath?.get?.tags).toEqual(['partner']);
    expect(document.paths['/api/admin/partner-keys']).toBeUndefined();
    expect(document.paths['/api/admin/rate-reviews']).toBeUndefined();
  });
});

describe('partner API quota', () => {
  let server: TestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { PARTNER_REQUESTS_PER_MIN: '3' } });
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past PARTNER_REQUESTS_PER_MIN, per key', async () => {
    const sourceId = await addSource(server, { name: 'مصدر الحصة' });
    const busy = await createKey(admin, sourceId, 'مفتاح مشغول');
    const quiet = await createKey(admin, sourceId, 'مفتاح هادئ');
    for (let i = 0; i < 3; i++)
      expect((await asPartner(server, busy.key, '/api/partner/v1/rates')).status).toBe(200);
    const refused = await push(server, busy.key, [{ currency: 'USD', buy: '530', sell: '535' }]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'تجاوز هذا المفتاح عدد الطلبات المسموح في الدقيقة؛ أعِد المحاولة بعد المدة المذكورة في Retry-After.',
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await portalRate(server, sourceId, 'USD')).toBeNull();
    // Another key has its own minute.
    expect((await asPartner(server, quiet.key, '/api/partner/v1/rates')).status).toBe(200);
  });
});

// Several API processes share one quota through Redis (the counter store): the same key, known to two
// servers, gets PARTNER_REQUESTS_PER_MIN between them. Runs when REDIS_URL is set.
describe.skipIf(!process.env.REDIS_URL)('partner API quota shared through Redis', () => {
  const servers: TestServer[] = [];

  beforeAll(async () => {
    const env = {
      PARTNER_REQUESTS_PER_MIN: '2',
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `partner-test-${process.pid}-${Date.now().toString(36)}:`,
    };
    servers.push(await startTestServer({ env }), await startTestServer({ env }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('counts one key once across two servers', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const admin = await signInAs(first, 'admin');
    const created = await createKey(admin, 1, 'مفتاح مشترك');
    // The same key on the second server, as a shared database would have it (same id, same secret).
    await second.database.db.insert(partnerKeys).values({
      name: 'مفتاح مشترك',
      sourceId: 1,
      keyHash: hashPartnerKey(second.config.appSecret, created.key),
      prefix: created.key.slice(0, 13),
    });
    expect((await asPartner(first, created.key, '/api/partner/v1/rates')).status).toBe(200);
    expect((await asPartner(second, created.key, '/api/partner/v1/rates')).status).toBe(200);
    const refused = await asPartner(first, created.key, '/api/partner/v1/rates');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await asPartner(second, created.key, '/api/partner/v1/rates')).status).toBe(429);
  });
});
