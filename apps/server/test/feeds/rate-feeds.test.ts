import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRequest } from '@sarraf/contracts/api';
import { readOk } from '@sarraf/contracts/typed-client';
import { rateFeeds, rates } from '../../src/db/schema/index';
import { sweepRateFeeds } from '../../src/services/rate-feeds';
import { publishRates } from '../../src/services/rates';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource } from '../content/helpers';
import { auditRows, signInAs, type AdminClient } from '../admin/helpers';

type TSaveRateFeedRequest = TRequest<'adminSaveRateFeed'>;

const API_KEY = 'feed-secret-key-7731';

/** The feeds' side: a local server whose bodies the test sets, counting requests per path. */
function feedServer() {
  const bodies: Record<
    string,
    { type: string; body: string; etag?: string; status?: number; slow?: boolean }
  > = {};
  const hits: Record<string, number> = {};
  const notModified: Record<string, number> = {};
  const received: Record<string, IncomingHttpHeaders> = {};
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    received[path] = request.headers;
    const answer = bodies[path];
    if (!answer) return void response.writeHead(404).end();
    if (answer.slow) return; // never answers
    if (answer.etag && request.headers['if-none-match'] === answer.etag) {
      notModified[path] = (notModified[path] ?? 0) + 1;
      return void response.writeHead(304).end();
    }
    response.writeHead(answer.status ?? 200, {
      'content-type': answer.type,
      ...(answer.etag ? { etag: answer.etag } : {}),
    });
    response.end(answer.body);
  });
  return { server, bodies, hits, notModified, received };
}

const json = (usd: [string, string], sar: [string, string]) =>
  JSON.stringify({
    result: {
      rates: [
        { symbol: 'USD', bid: usd[0], ask: usd[1] },
        { symbol: 'SAR', bid: sar[0], ask: sar[1] },
        { symbol: 'ZZZ', bid: '1', ask: '2' },
      ],
    },
  });

describe('rate feeds: json, csv and xml sources fetched by the worker', () => {
  let server: TestServer;
  let editor: AdminClient;
  const feeds = feedServer();
  let base: string;

  type FeedForm = Partial<TSaveRateFeedRequest> & Pick<TSaveRateFeedRequest, 'kind' | 'url' | 'mapping'>;
  const feedOf = (sourceId: number, body: FeedForm) => ({
    params: { id: sourceId },
    json: { interval_minutes: 5, mode: 'auto' as const, ...body },
  });
  const save = (sourceId: number, body: FeedForm) => editor.api.ok('adminSaveRateFeed', feedOf(sourceId, body));
  const run = (sourceId: number) => editor.api.ok('adminRunRateFeed', { params: { id: sourceId } });
  const portalRate = async (sourceId: number, code: string) => {
    const list = await server.api.ok('getCurrencyList', { query: { source_id: sourceId, currency: code } });
    const rate = list.data[0]?.rates[0];
    return rate ? { buy: Number(rate.buy), sell: Number(rate.sell) } : null;
  };
  const historyRows = async (sourceId: number) =>
    (await server.database.db.select({ id: rates.id }).from(rates).where(eq(rates.sourceId, sourceId)))
      .length;
  const jsonMapping = { items: 'result.rates', code: 'symbol', buy: 'bid', sell: 'ask' };
  /**
   * The values an editor published an hour ago: the reference a feed's values are measured against
   * (a currency's first value at a source waits for review, see the test below).
   */
  const editorPublished = (sourceId: number) =>
    publishRates(
      server.database.db,
      {
        sourceId,
        at: new Date(Date.now() - 3_600_000),
        rates: [
          { currencyCode: 'USD', buy: '528', sell: '530' },
          { currencyCode: 'SAR', buy: '137.5', sell: '138.5' },
        ],
      },
      server.contentCache,
    );

  beforeAll(async () => {
    // The feeds below are served from this machine, which production refuses (see the last test).
    server = await startTestServer({ env: { FEEDS_ALLOW_PRIVATE: '1' } });
    editor = await signInAs(server, 'editor');
    await new Promise<void>((resolve) => feeds.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(feeds.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    feeds.server.closeAllConnections();
    await new Promise((resolve) => feeds.server.close(resolve));
    await server.close();
  });

  it('publishes a JSON, a CSV and an XML feed through the one publish path; the portal shows them at once', async () => {
    const jsonSource = await addSource(server, { name: 'خلاصة جيسون' });
    const csvSource = await addSource(server, { name: 'خلاصة سي إس في' });
    const xmlSource = await addSource(server, { name: 'خلاصة إكس إم إل' });
    for (const sourceId of [jsonSource, csvSource, xmlSource]) await editorPublished(sourceId);
    feeds.bodies['/rates.json'] = { type: 'application/json', body: json(['530.5', '532'], ['139', '140']) };
    feeds.bodies['/rates.csv'] = {
      type: 'text/csv',
      body: 'Currency,Buy,Sell\nUSD,531,533\nSAR,139.5,140.25\nXXX,1,2\nEUR,abc,1\n',
    };
    feeds.bodies['/rates.xml'] = {
      type: 'text/xml',
      body: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><rates><rate code="USD"><buy>529</buy><sell>531.75</sell></rate><rate code="SAR" buy="138" sell="139"/></rates>`,
    };
    await save(jsonSource, { kind: 'json', url: `${base}/rates.json`, mapping: jsonMapping });
    await save(csvSource, {
      kind: 'csv',
      url: `${base}/rates.csv`,
      mapping: { items: '', code: 'Currency', buy: 'Buy', sell: 'Sell' },
    });
    await save(xmlSource, {
      kind: 'xml',
      url: `${base}/rates.xml`,
      mapping: { items: 'rates.rate', code: 'code', buy: 'buy', sell: 'sell' },
    });
    expect(await portalRate(jsonSource, 'USD')).toEqual({ buy: 528, sell: 530 }); // the read is cached now

    const fromJson = await run(jsonSource);
    expect(fromJson.data).toMatchObject({
      outcome: 'published',
      published: [
        { currency: 'USD', buy: '530.5', sell: '532' },
        { currency: 'SAR', buy: '139', sell: '140' },
      ],
      review: [],
      skipped: [{ line: 3, code: 'ZZZ', reason: 'unknown_currency' }],
    });
    expect((await run(csvSource)).data.skipped).toEqual([
      { line: 3, code: 'XXX', reason: 'unknown_currency' },
      { line: 4, code: 'EUR', reason: 'invalid_rate' },
    ]);
    expect((await run(xmlSource)).data.published).toEqual([
      { currency: 'USD', buy: '529', sell: '531.75' },
      { currency: 'SAR', buy: '138', sell: '139' },
    ]);
    expect(await portalRate(jsonSource, 'USD')).toEqual({ buy: 530.5, sell: 532 });
    expect(await portalRate(csvSource, 'SAR')).toEqual({ buy: 139.5, sell: 140.25 });
    expect(await portalRate(xmlSource, 'USD')).toEqual({ buy: 529, sell: 531.75 });

    const [audit] = (await auditRows(server, 'rate.feed_import')).slice(-1);
    expect(audit).toMatchObject({
      actorType: 'system',
      actorLabel: 'خلاصة خلاصة إكس إم إل',
      entityId: String(xmlSource),
    });
    const status = (await editor.api.ok('adminGetRateFeed', { params: { id: csvSource } })).data.status;
    expect(status).toMatchObject({
      published_today: 2,
      queued_today: 0,
      last_skipped: 2,
      last_error: null,
      overdue: false,
    });
    expect(status.last_success_at).not.toBeNull();
    expect(status.stale_minutes).toBe(0);
  });

  it("holds a feed's first values for review, so an absurd one never reaches subscribers", async () => {
    const sourceId = await addSource(server, { name: 'خلاصة جديدة' });
    feeds.bodies['/first.json'] = {
      type: 'application/json',
      body: json(['0.000001', '99999999999999'], ['139', '140']),
    };
    await save(sourceId, { kind: 'json', url: `${base}/first.json`, mapping: jsonMapping });
    const first = await run(sourceId);
    expect(first.data).toMatchObject({
      outcome: 'published',
      published: [],
      review: [
        { currency: 'USD', buy: '0.000001', sell: '99999999999999', previous_buy: null, previous_sell: null },
        { currency: 'SAR', buy: '139', sell: '140', previous_buy: null, previous_sell: null },
      ],
    });
    expect(await historyRows(sourceId)).toBe(0);
    const queue = await editor.api.ok('adminListRateReviews', { query: { per_page: 100 } });
    const held = queue.data.filter((item) => item.source.id === sourceId);
    expect(held.map((item) => [item.currency.code, item.reason])).toEqual([
      ['USD', 'first_value'],
      ['SAR', 'first_value'],
    ]);
    // Fetched again unchanged, the same values are not queued again.
    expect((await run(sourceId)).data).toMatchObject({ published: [], review: [] });
    const again = await editor.api.ok('adminListRateReviews', { query: { per_page: 100 } });
    expect(again.data.filter((item) => item.source.id === sourceId).map((item) => item.id)).toEqual(
      held.map((item) => item.id),
    );
    // Once an editor approved SAR, the feed's next SAR within the guard is published.
    await editor.api.ok('adminApproveRateReview', { params: { id: held[1]!.id } });
    feeds.bodies['/first.json'] = {
      type: 'application/json',
      body: json(['0.000001', '99999999999999'], ['139.5', '140.5']),
    };
    expect((await run(sourceId)).data.published).toEqual([
      { currency: 'SAR', buy: '139.5', sell: '140.5' },
    ]);
    expect(await portalRate(sourceId, 'USD')).toBeNull();
  });

  it('sends the stored validators: a 304 fetches nothing twice and republishes nothing', async () => {
    const sourceId = await addSource(server, { name: 'خلاصة ثابتة' });
    feeds.bodies['/etag.json'] = {
      type: 'application/json',
      body: json(['500', '502'], ['130', '131']),
      etag: '"v1"',
    };
    await save(sourceId, { kind: 'json', url: `${base}/etag.json`, mapping: jsonMapping });
    expect((await run(sourceId)).data.outcome).toBe('published');
    const rows = await historyRows(sourceId);
    const second = await run(sourceId);
    expect(second.data.outcome).toBe('not_modified');
    expect(second.message).toBe('لم تتغيّر الخلاصة منذ آخر جلب، فلم يُنشر شيء.');
    expect(feeds.notModified['/etag.json']).toBe(1);
    expect(await historyRows(sourceId)).toBe(rows);
    // The same values again without validators: still nothing new in the history.
    feeds.bodies['/etag.json'] = { type: 'application/json', body: json(['500', '502'], ['130', '131']) };
    expect((await run(sourceId)).data).toMatchObject({ outcome: 'published', published: [] });
    expect(await historyRows(sourceId)).toBe(rows);
  });

  it('holds a move beyond the guard for review, approved through the review queue; review mode holds every value', async () => {
    const sourceId = await addSource(server, { name: 'خلاصة متقلبة' });
    await editorPublished(sourceId);
    feeds.bodies['/jumpy.json'] = { type: 'application/json', body: json(['530', '532'], ['139', '140']) };
    await save(sourceId, { kind: 'json', url: `${base}/jumpy.json`, mapping: jsonMapping });
    await run(sourceId);
    feeds.bodies['/jumpy.json'] = {
      type: 'application/json',
      body: json(['600', '602'], ['139.5', '140.5']),
    };
    const jumped = await run(sourceId);
    expect(jumped.data.published).toEqual([{ currency: 'SAR', buy: '139.5', sell: '140.5' }]);
    expect(jumped.data.review).toEqual([
      { currency: 'USD', buy: '600', sell: '602', previous_buy: '530', previous_sell: '532' },
    ]);
    expect(await portalRate(sourceId, 'USD')).toEqual({ buy: 530, sell: 532 });
    const queue = await editor.api.ok('adminListRateReviews');
    const held = queue.data.find((item) => item.source.id === sourceId)!;
    expect(held.origin).toMatchObject({ kind: 'feed', name: 'خلاصة خلاصة متقلبة' });
    await editor.api.ok('adminApproveRateReview', { params: { id: held.id } });
    expect(await portalRate(sourceId, 'USD')).toEqual({ buy: 600, sell: 602 });
    const status = (await editor.api.ok('adminGetRateFeed', { params: { id: sourceId } })).data.status;
    expect(status).toMatchObject({ published_today: 3, queued_today: 1 });

    await save(sourceId, { kind: 'json', url: `${base}/jumpy.json`, mapping: jsonMapping, mode: 'review' });
    feeds.bodies['/jumpy.json'] = {
      type: 'application/json',
      body: json(['601', '603'], ['139.6', '140.6']),
    };
    const reviewed = await run(sourceId);
    expect(reviewed.data.published).toEqual([]);
    expect(reviewed.data.review.map((line) => line.currency)).toEqual(['USD', 'SAR']);
    expect(await portalRate(sourceId, 'USD')).toEqual({ buy: 600, sell: 602 });
  });

  it('isolates broken and slow feeds in the sweep, records their errors, and never fetches a feed twice', async () => {
    const good = await addSource(server, { name: 'خلاصة سليمة' });
    await editorPublished(good);
    const badJson = await addSource(server, { name: 'خلاصة معطوبة' });
    const failing = await addSource(server, { name: 'خلاصة خطأ' });
    const slow = await addSource(server, { name: 'خلاصة بطيئة' });
    feeds.bodies['/good.json'] = { type: 'application/json', body: json(['540', '541'], ['141', '142']) };
    feeds.bodies['/bad.json'] = { type: 'application/json', body: '{"result": {"rates": [' };
    feeds.bodies['/500.json'] = { type: 'application/json', body: 'oops', status: 500 };
    feeds.bodies['/slow.json'] = { type: 'application/json', body: '', slow: true };
    // Only the four below are due: the earlier feeds wait for a later tick.
    await server.database.db.update(rateFeeds).set({ nextRunAt: new Date(Date.now() + 3_600_000) });
    for (const [sourceId, path] of [
      [slow, '/slow.json'],
      [badJson, '/bad.json'],
      [failing, '/500.json'],
      [good, '/good.json'],
    ] as const)
      await save(sourceId, { kind: 'json', url: `${base}${path}`, mapping: jsonMapping });
    const deps = {
      db: server.database.db,
      appSecret: server.config.appSecret,
      timeZone: server.config.timeZone,
      cache: server.contentCache,
      allowPrivate: true,
    };
    const started = Date.now();
    // Two sweeps at once, as two workers would: each due feed is claimed by one of them.
    const [first, second] = await Promise.all([
      sweepRateFeeds(deps, { timeoutMs: 1500 }),
      sweepRateFeeds(deps, { timeoutMs: 1500 }),
    ]);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(first.claimed + second.claimed).toBeGreaterThanOrEqual(4);
    expect(first.failed + second.failed).toBe(3);
    for (const path of ['/good.json', '/bad.json', '/500.json', '/slow.json'])
      expect(feeds.hits[path], path).toBe(1);
    expect(await portalRate(good, 'USD')).toEqual({ buy: 540, sell: 541 });

    const list = (await editor.api.ok('adminListRateFeeds')).data;
    const byId = (sourceId: number) => list.find((feed) => feed.source_id === sourceId)!.status;
    expect(byId(good)).toMatchObject({ last_error: null, published_today: 2 });
    expect(byId(badJson).last_error).toContain('تعذّرت قراءة الخلاصة: not valid JSON');
    expect(byId(failing).last_error).toContain('answered HTTP 500');
    expect(byId(slow).last_error).toContain('no answer within 1500 ms');
    for (const sourceId of [badJson, failing, slow]) {
      expect(byId(sourceId).last_error_at).not.toBeNull();
      expect(byId(sourceId).failing_since).not.toBeNull();
      expect(byId(sourceId).overdue).toBe(false);
    }
    // A second sweep right away finds nothing due: each was moved a schedule ahead by its claim.
    expect((await sweepRateFeeds(deps, { timeoutMs: 1500 })).claimed).toBe(0);
  });

  it('flags a feed failing for longer than its source freshness window', async () => {
    const sourceId = await addSource(server, { name: 'خلاصة متوقفة', freshnessMinutes: 30 });
    feeds.bodies['/down.json'] = { type: 'application/json', body: 'down', status: 503 };
    await save(sourceId, { kind: 'json', url: `${base}/down.json`, mapping: jsonMapping });
    expect((await run(sourceId)).data.outcome).toBe('failed');
    const recent = (await editor.api.ok('adminGetRateFeed', { params: { id: sourceId } })).data;
    expect(recent.status.overdue).toBe(false);
    // It has been failing for 31 minutes: past the 30-minute window.
    await server.database.db
      .update(rateFeeds)
      .set({ failingSince: new Date(Date.now() - 31 * 60_000) })
      .where(eq(rateFeeds.sourceId, sourceId));
    expect((await run(sourceId)).data.outcome).toBe('failed');
    const list = (await editor.api.ok('adminListRateFeeds')).data;
    expect(list.find((feed) => feed.source_id === sourceId)?.status).toMatchObject({
      overdue: true,
      freshness_minutes: 30,
    });
    // One success clears it.
    feeds.bodies['/down.json'] = { type: 'application/json', body: json(['530', '532'], ['139', '140']) };
    expect((await run(sourceId)).data.outcome).toBe('published');
    const back = (await editor.api.ok('adminGetRateFeed', { params: { id: sourceId } })).data.status;
    expect(back).toMatchObject({ overdue: false, failing_since: null });
    expect(back.last_error).not.toBeNull(); // the last error stays visible, with its time
  });

  it('sends the stored headers decrypted to the feed, never returns them in clear, and keeps them when not retyped', async () => {
    const sourceId = await addSource(server, { name: 'خلاصة بمفتاح' });
    feeds.bodies['/keyed.json'] = { type: 'application/json', body: json(['530', '532'], ['139', '140']) };
    const answer = await editor.api.call(
      'adminSaveRateFeed',
      feedOf(sourceId, {
        kind: 'json',
        url: `${base}/keyed.json`,
        mapping: jsonMapping,
        headers: [{ name: 'X-Api-Key', value: API_KEY }],
      }),
    );
    // The answer as sent, before the contract's schema drops any field it does not know.
    expect(await answer.clone().text()).not.toContain(API_KEY);
    const saved = await readOk('adminSaveRateFeed', answer);
    expect(saved.data.headers).toEqual([{ name: 'X-Api-Key', value_mask: '••••7731' }]);
    const [row] = await server.database.db.select().from(rateFeeds).where(eq(rateFeeds.sourceId, sourceId));
    expect(row!.headersSealed).toMatch(/^v1\./);
    expect(row!.headersSealed).not.toContain(API_KEY);
    await run(sourceId);
    expect(feeds.received['/keyed.json']?.['x-api-key']).toBe(API_KEY);

    // Saved again without the value (the form shows only the mask): the stored key is kept.
    await save(sourceId, {
      kind: 'json',
      url: `${base}/keyed.json`,
      mapping: jsonMapping,
      headers: [{ name: 'X-Api-Key' }],
    });
    feeds.bodies['/keyed.json'] = { type: 'application/json', body: json(['531', '533'], ['139', '140']) };
    await run(sourceId);
    expect(feeds.received['/keyed.json']?.['x-api-key']).toBe(API_KEY);
    for (const read of [
      await editor.api.call('adminGetRateFeed', { params: { id: sourceId } }),
      await editor.api.call('adminListRateFeeds'),
    ]) {
      expect(read.status).toBe(200);
      expect(await read.text()).not.toContain(API_KEY);
    }
    const audits = await auditRows(server, 'rate_feed.update');
    expect(JSON.stringify(audits)).not.toContain(API_KEY);
  });

  it('shows what a test fetch reads without publishing anything', async () => {
    const sourceId = await addSource(server, { name: 'خلاصة تجريبية' });
    feeds.bodies['/try.json'] = { type: 'application/json', body: json(['530', '532'], ['139', '140']) };
    const dry = await editor.api.ok(
      'adminTestRateFeed',
      feedOf(sourceId, { kind: 'json', url: `${base}/try.json`, mapping: jsonMapping }),
    );
    expect(dry.data).toEqual({
      error: null,
      lines: [
        { currency: 'USD', buy: '530', sell: '532' },
        { currency: 'SAR', buy: '139', sell: '140' },
      ],
      skipped: [{ line: 3, code: 'ZZZ', reason: 'unknown_currency' }],
    });
    const wrong = await editor.api.ok(
      'adminTestRateFeed',
      feedOf(sourceId, { kind: 'json', url: `${base}/try.json`, mapping: { ...jsonMapping, items: 'rates' } }),
    );
    expect(wrong.data.error).toContain('no array at "rates"');
    expect(await historyRows(sourceId)).toBe(0);
    await editor.api.fails('adminGetRateFeed', 404, { params: { id: sourceId } });
  });

  it('validates the form and deletes a feed', async () => {
    const sourceId = await addSource(server, { name: 'خلاصة للحذف' });
    const bad = await editor.api.fails('adminSaveRateFeed', 422, {
      params: { id: sourceId },
      rawJson: { kind: 'yaml', url: 'ftp://x', interval_minutes: 0, mapping: { code: '' }, mode: 'auto' },
    });
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(
      ['interval_minutes', 'kind', 'mapping.buy', 'mapping.code', 'mapping.sell', 'url'].sort(),
    );
    await editor.api.fails(
      'adminSaveRateFeed',
      422,
      feedOf(sourceId, { kind: 'json', url: `${base}/x.json`, mapping: jsonMapping, interval_minutes: 1441 }),
    );
    await editor.api.fails(
      'adminSaveRateFeed',
      404,
      feedOf(999999, { kind: 'json', url: `${base}/x`, mapping: jsonMapping }),
    );
    await save(sourceId, { kind: 'json', url: `${base}/x.json`, mapping: jsonMapping });
    const deleted = await editor.api.ok('adminDeleteRateFeed', { params: { id: sourceId } });
    expect(deleted.message).toBe('تم حذف الخلاصة؛ بقيت الأسعار المنشورة كما هي.');
    await editor.api.fails('adminGetRateFeed', 404, { params: { id: sourceId } });
    await editor.api.fails('adminDeleteRateFeed', 404, { params: { id: sourceId } });
  });

  it('fetches only public internet addresses unless FEEDS_ALLOW_PRIVATE is set', async () => {
    const strict = await startTestServer();
    try {
      const admin = await signInAs(strict, 'editor');
      const sourceId = await addSource(strict, { name: 'خلاصة داخلية' });
      feeds.bodies['/inside.json'] = { type: 'application/json', body: json(['530', '532'], ['139', '140']) };
      for (const url of [
        `${base}/inside.json`,
        'http://169.254.169.254/latest/meta-data/',
        'http://localhost/x.json',
      ]) {
        const dry = await admin.api.ok('adminTestRateFeed', feedOf(sourceId, { kind: 'json', url, mapping: jsonMapping }));
        expect(dry.data.error).toContain('is not a public address');
        expect(dry.data.lines).toEqual([]);
      }
    } finally {
      await strict.close();
    }
  });
});
