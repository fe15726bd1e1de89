import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedPartnerKey } from '@sarraf/contracts';
import { pathOf, type TQuery, type TRequest } from '@sarraf/contracts/api';
import { readError, readOk } from '@sarraf/contracts/typed-client';
import { partnerKeys } from '../../src/db/schema/index';
import { hashPartnerKey } from '../../src/lib/partner-key';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource } from '../content/helpers';
import { auditRows, signInAs, type AdminClient } from '../admin/helpers';
import { readOpenApiDocument } from '../support/openapi-document';

const REFUSED = 'مفتاح الشريك مفقود أو غير صحيح أو أُلغي. أرسِله في الترويسة Authorization: Bearer.';

/**
 * A push as a partner's server makes it: its bearer key, JSON, no cookies; accepted (202), the
 * answer parsed by the contract.
 */
const push = (
  server: TestServer,
  key: string,
  rates: TRequest<'partnerPushRates'>['rates'],
  extra: Omit<TRequest<'partnerPushRates'>, 'rates'> = {},
) => server.api.ok('partnerPushRates', { token: key, json: { rates, ...extra } });

/** A push the server refuses (a 401, 422 or 429): the raw answer, its body sent as it is. */
const pushRaw = (server: TestServer, key: string, rates: unknown[]) =>
  server.api.call('partnerPushRates', { token: key, rawJson: { rates } });

/** A read of the partner's rates with its key: the raw answer (JSON or CSV). */
const read = (server: TestServer, key: string, query: TQuery<'partnerReadRates'> = {}) =>
  server.api.call('partnerReadRates', { token: key, query });

async function createKey(admin: AdminClient, sourceId: number, name: string): Promise<TCreatedPartnerKey> {
  return (await admin.api.ok('adminCreatePartnerKey', { json: { source_id: sourceId, name } })).data;
}

/** What the portal shows for one currency at one source (the cached public read). */
async function portalRate(server: TestServer, sourceId: number, code: string) {
  const body = await server.api.ok('getCurrencyList', { query: { source_id: sourceId, currency: code } });
  const rate = body.data[0]?.rates[0];
  return rate ? { buy: Number(rate.buy), sell: Number(rate.sell) } : null;
}

/** Approves every pending item of a source, as an editor does in the review queue. */
async function approvePending(editor: AdminClient, sourceId: number) {
  const queue = await editor.api.ok('adminListRateReviews', { query: { per_page: 100 } });
  for (const item of queue.data.filter((row) => row.source.id === sourceId)) {
    await editor.api.ok('adminApproveRateReview', { params: { id: item.id } });
  }
}

/** The part of the OpenAPI document the test reads (it is no contract's answer). */
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
    const listedAnswer = await admin.api.call('adminListPartnerKeys');
    // The answer as sent, before the contract's schema drops any field it does not know.
    const listedText = await listedAnswer.clone().text();
    const listed = await readOk('adminListPartnerKeys', listedAnswer);
    const mine = listed.data.find((row) => row.id === key.id);
    expect(mine).toMatchObject({
      name: 'خادم الأمانة',
      source_id: sourceId,
      source_name: 'صرافة الأمانة',
      prefix: key.key.slice(0, 13),
      created_by: admin.email,
      revoked_at: null,
    });
    expect(mine).not.toHaveProperty('key');
    expect(listedText).not.toContain(key.key);
    const [audit] = (await auditRows(server, 'partner_key.create')).slice(-1);
    expect(audit).toMatchObject({ actorType: 'admin', actorLabel: admin.email, entityId: String(key.id) });
    expect(JSON.stringify(audit)).not.toContain(key.key);

    await editor.api.fails('adminListPartnerKeys', 403);
    await editor.api.fails('adminCreatePartnerKey', 403, { json: { source_id: sourceId, name: 'x' } });
    const bad = await admin.api.fails('adminCreatePartnerKey', 422, {
      json: { source_id: 999_999, name: '' },
    });
    expect(Object.keys(bad.errors ?? {})).toEqual(['name']);
    const unknownSource = await admin.api.fails('adminCreatePartnerKey', 422, {
      json: { source_id: 999_999, name: 'مصدر مجهول' },
    });
    expect(Object.keys(unknownSource.errors ?? {})).toEqual(['source_id']);
  });

  it('holds a first push for an editor, then publishes a move within the guard, and the portal shows it at once', async () => {
    expect(await portalRate(server, sourceId, 'USD')).toBeNull();
    const first = await push(server, key.key, [{ currency: 'USD', buy: '530', sell: '535' }]);
    expect(first.data).toEqual({
      published: [],
      review: [{ currency: 'USD', buy: '530', sell: '535', previous_buy: null, previous_sell: null }],
    });
    expect(await portalRate(server, sourceId, 'USD')).toBeNull();
    await approvePending(editor, sourceId);
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 530, sell: 535 });

    // 530 → 534.90 is +0.92 %, well within the default 5 %.
    const within = await push(server, key.key, [{ currency: 'usd', buy: '534.90', sell: '536.80' }]);
    expect(within.data).toEqual({
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
    const screen = await admin.api.ok('adminListAuditLog', { query: { action: 'rate.partner_push' } });
    expect(screen.data[0]).toMatchObject({
      actor_type: 'partner',
      actor_label: 'خادم الأمانة · صرافة الأمانة',
    });
  });

  it('holds a move beyond the guard for review, and the held value never blocks a later push', async () => {
    const beyond = await push(server, key.key, [{ currency: 'USD', buy: '600', sell: '602' }]);
    expect(beyond.data).toEqual({
      published: [],
      review: [{ currency: 'USD', buy: '600', sell: '602', previous_buy: '534.9', previous_sell: '536.8' }],
    });
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 534.9, sell: 536.8 });

    const queue = await editor.api.ok('adminListRateReviews');
    const held = queue.data.find((item) => item.source.id === sourceId && item.currency.code === 'USD');
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
    expect(later.data.published).toEqual([{ currency: 'USD', buy: '535', sell: '537' }]);
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 535, sell: 537 });
    // Its question is moot now: the held item is superseded, out of the pending queue.
    const pending = await editor.api.ok('adminListRateReviews');
    expect(pending.data.some((item) => item.id === held!.id)).toBe(false);
    const superseded = await editor.api.ok('adminListRateReviews', { query: { status: 'superseded' } });
    expect(superseded.data.find((item) => item.id === held!.id)?.status).toBe('superseded');
  });

  it('lets a newer held value supersede an older one: one pending item per source and currency', async () => {
    await push(server, key.key, [{ currency: 'USD', buy: '650', sell: '652' }]);
    await push(server, key.key, [{ currency: 'USD', buy: '660', sell: '662' }]);
    const pending = (await editor.api.ok('adminListRateReviews')).data.filter(
      (item) => item.source.id === sourceId && item.currency.code === 'USD',
    );
    expect(pending.map((item) => item.buy)).toEqual(['660']);
  });

  it('supersedes a held value when an editor publishes that currency by hand', async () => {
    const held = await push(server, key.key, [{ currency: 'USD', buy: '900', sell: '902' }]);
    expect(held.data.review).toHaveLength(1);
    const grid = await editor.api.ok('adminGetRateGrid', { query: { source_id: sourceId } });
    const usdId = grid.data.rows.find((row) => row.code === 'USD')!.currency_id;
    await editor.api.ok('adminPublishRates', {
      json: { source_id: sourceId, rates: [{ currency_id: usdId, buy: '535', sell: '537' }] },
    });
    const pending = (await editor.api.ok('adminListRateReviews')).data;
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
    expect(mixed.data.published).toEqual([{ currency: 'SAR', buy: '140', sell: '141' }]);
    expect(mixed.data.review).toEqual([
      { currency: 'USD', buy: '700', sell: '702', previous_buy: '535', previous_sell: '537' },
    ]);
    const item = (await editor.api.ok('adminListRateReviews')).data.find(
      (row) => row.source.id === sourceId && row.currency.code === 'USD',
    )!;
    expect(item.buy).toBe('700');

    const approved = await editor.api.ok('adminApproveRateReview', { params: { id: item.id } });
    expect(approved.message).toBe('تمت الموافقة على السعر ونُشر.');
    expect(approved.data.status).toBe('approved');
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

    const again = await editor.api.fails('adminApproveRateReview', 409, { params: { id: item.id } });
    expect(again.message).toBe('سبق البتّ في هذا السعر، فلم يتغيّر شيء.');
    await editor.api.fails('adminApproveRateReview', 404, { params: { id: 999999 } });
    // Approved items are listed with who decided.
    const settled = await editor.api.ok('adminListRateReviews', { query: { status: 'approved' } });
    expect(settled.data.find((row) => row.id === item.id)).toMatchObject({ decided_by: editor.email });
  });

  it('publishes nothing for a rejected item', async () => {
    const held = await push(server, key.key, [{ currency: 'SAR', buy: '200', sell: '201' }]);
    expect(held.data.review).toHaveLength(1);
    const item = (await editor.api.ok('adminListRateReviews')).data.find(
      (row) => row.source.id === sourceId && row.currency.code === 'SAR',
    )!;
    const rejected = await editor.api.ok('adminRejectRateReview', { params: { id: item.id } });
    expect(rejected.message).toBe('تم رفض السعر، ولم يُنشر شيء.');
    expect(await portalRate(server, sourceId, 'SAR')).toEqual({ buy: 140, sell: 141 });
    expect((await auditRows(server, 'rate_review.reject')).slice(-1)[0]).toMatchObject({
      actorLabel: editor.email,
      entityId: String(item.id),
    });
    await editor.api.fails('adminApproveRateReview', 409, { params: { id: item.id } });
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
      const refused = await pushRaw(server, key.key, rates);
      expect(refused.status, field).toBe(422);
      const body = await readError(refused, 422);
      expect(body.message).toBe('البيانات المدخلة غير صحيحة.');
      expect(Object.keys(body.errors ?? {}), JSON.stringify(rates)).toEqual([field]);
    }
    await readError(await pushRaw(server, key.key, []), 422);
    expect(await portalRate(server, sourceId, 'USD')).toEqual({ buy: 700, sell: 702 });
    expect((await auditRows(server, 'rate.partner_push')).length).toBe(before);
  });

  it("answers 403 for another source and serves the key's own", async () => {
    const other = await server.api.fails('partnerPushRates', 403, {
      token: key.key,
      json: { rates: [{ currency: 'USD', buy: '701', sell: '703' }], source_id: otherSourceId },
    });
    expect(other.message).toBe('هذا المفتاح لا يملك صلاحية على مصدر الأسعار المطلوب.');
    expect(await portalRate(server, otherSourceId, 'USD')).toBeNull();
    await readError(await read(server, key.key, { source_id: otherSourceId }), 403);
    await push(server, key.key, [{ currency: 'USD', buy: '701', sell: '703' }], { source_id: sourceId });
    expect((await read(server, key.key, { source_id: sourceId })).status).toBe(200);
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
      const headers: Record<string, string> =
        authorization !== undefined ? { authorization: authorization.replace(/[^\x20-\x7e]/g, '?') } : {};
      const answers = {
        GET: await server.api.call('partnerReadRates', { headers }),
        POST: await server.api.call('partnerPushRates', {
          json: { rates: [{ currency: 'USD', buy: '1', sell: '2' }] },
          headers,
        }),
      };
      for (const [method, answer] of Object.entries(answers)) {
        expect(answer.status, `${method} ${String(authorization).slice(0, 30)}`).toBe(401);
        expect((await readError(answer, 401)).message).toBe(REFUSED);
      }
    }
  });

  it('refuses a revoked key at once', async () => {
    const spare = await createKey(admin, sourceId, 'مفتاح مؤقت');
    expect((await read(server, spare.key)).status).toBe(200);
    const revoked = await admin.api.ok('adminRevokePartnerKey', { params: { id: spare.id } });
    expect(revoked.message).toBe('تم إلغاء المفتاح، ولن يُقبل بعد الآن.');
    expect((await read(server, spare.key)).status).toBe(401);
    expect((await pushRaw(server, spare.key, [{ currency: 'USD', buy: '702', sell: '704' }])).status).toBe(
      401,
    );
    // Revoking again changes nothing; an unknown id is a 404; the list shows when it was revoked.
    const again = await admin.api.ok('adminRevokePartnerKey', { params: { id: spare.id } });
    expect(again.data.revoked_at).toBe(revoked.data.revoked_at);
    await admin.api.fails('adminRevokePartnerKey', 404, { params: { id: 999999 } });
    const listed = (await admin.api.ok('adminListPartnerKeys')).data;
    expect(listed.find((row) => row.id === spare.id)?.revoked_at).toBe(revoked.data.revoked_at);
    expect((await auditRows(server, 'partner_key.revoke')).length).toBe(1);
  });

  it('serves the read feed as JSON and as CSV with the exact header', async () => {
    const feedSource = await addSource(server, { name: 'مصرف القراءة' });
    const reader = await createKey(admin, feedSource, 'قارئ');
    expect(await server.api.ok('partnerReadRates', { token: reader.key })).toEqual({ data: [] });
    const emptyCsv = await read(server, reader.key, { format: 'csv' });
    expect(await emptyCsv.text()).toBe('currency,buy,sell,recorded_at\r\n');
    await push(server, reader.key, [
      { currency: 'USD', buy: '530.25', sell: '535.5' },
      { currency: 'SAR', buy: '140', sell: '141.125' },
    ]);
    // First values: published once an editor approves them.
    await approvePending(admin, feedSource);
    const json = await read(server, reader.key, { format: 'json' });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const { data } = await readOk('partnerReadRates', json);
    const [sar, usd] = data;
    expect(data.map(({ recorded_at: _at, ...rest }) => rest)).toEqual([
      { currency: 'SAR', buy: '140', sell: '141.125' },
      { currency: 'USD', buy: '530.25', sell: '535.5' },
    ]);
    const csv = await read(server, reader.key, { format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toBe(
      'currency,buy,sell,recorded_at\r\n' +
        `SAR,140,141.125,${sar!.recorded_at}\r\n` +
        `USD,530.25,535.5,${usd!.recorded_at}\r\n`,
    );
    await server.api.fails('partnerReadRates', 422, { token: reader.key, rawQuery: { format: 'xml' } });
  });

  it('documents the partner API publicly under its own tag, and keeps the admin half hidden', async () => {
    const document = await readOpenApiDocument(server);
    const partnerPath = document.paths[pathOf('partnerPushRates')];
    expect(partnerPath?.post?.tags).toEqual(['partner']);
    expect(Object.keys(partnerPath?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '401', '403', '422', '429']),
    );
    expect(partnerPath?.get?.tags).toEqual(['partner']);
    expect(document.paths[pathOf('adminListPartnerKeys')]).toBeUndefined();
    expect(document.paths[pathOf('adminListRateReviews')]).toBeUndefined();
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
    for (let i = 0; i < 3; i++) expect((await read(server, busy.key)).status).toBe(200);
    const refused = await pushRaw(server, busy.key, [{ currency: 'USD', buy: '530', sell: '535' }]);
    expect((await readError(refused.clone(), 429)).message).toBe(
      'تجاوز هذا المفتاح عدد الطلبات المسموح في الدقيقة؛ أعِد المحاولة بعد المدة المذكورة في Retry-After.',
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await portalRate(server, sourceId, 'USD')).toBeNull();
    // Another key has its own minute.
    expect((await read(server, quiet.key)).status).toBe(200);
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
    expect((await read(first, created.key)).status).toBe(200);
    expect((await read(second, created.key)).status).toBe(200);
    const refused = await read(first, created.key);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await read(second, created.key)).status).toBe(429);
  });
});
