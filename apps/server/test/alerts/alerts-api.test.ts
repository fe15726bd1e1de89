import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAlert,
  getAlert,
  getDigestSettings,
  getFavourites,
  getQuietHours,
  listAlerts,
  updateDigestSettings,
  updateFavourites,
  updateQuietHours,
} from '@sarraf/contracts';
import { call, signUp, startBillingServer, type Subscriber } from '../support/billing';
import type { TestServer } from '../support/test-server';
import { addAlert, marketWithRates } from './helpers';

describe('alerts API', () => {
  let server: TestServer;
  let daily: Subscriber;
  let monthly: Subscriber;
  let market: number;
  beforeAll(async () => {
    server = await startBillingServer();
    market = await marketWithRates(server, 'سوق الاختبار');
    daily = await signUp(server, { planIndex: 0 });
    monthly = await signUp(server);
    // The monthly plan: the last one offered (demo plans are sold daily, weekly, monthly).
    monthly = await signUp(server, { planIndex: monthly.plans.length - 1 });
  });
  afterAll(() => server.close());

  it('needs a signed-in subscriber', async () => {
    expect((await call(server, listAlerts)).status).toBe(401);
    expect((await call(server, createAlert, { json: {} })).status).toBe(401);
  });

  it('creates an alert and returns it with the limit used', async () => {
    const created = await call(server, createAlert, {
      token: daily.token,
      json: { currency: 'usd', source_id: market, side: 'sell', condition: 'below', value: '525.5' },
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(created.body.data).toMatchObject({
      currency: 'USD',
      currency_name: 'دولار أمريكي',
      source_id: market,
      source_name: 'سوق الاختبار',
      side: 'sell',
      condition: 'below',
      value: '525.5',
      enabled: true,
      armed: true,
      last_fired_at: null,
    });
    expect(created.body.limit).toEqual({ used: 1, max: 3 });
  });

  it('lists them newest first, paged, with the plan limit in meta ("2 من 3")', async () => {
    await addAlert(server, daily.token, { source_id: market, condition: 'move', value: '2' });
    const list = await call(server, listAlerts, { token: daily.token, query: { per_page: '1' } });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]!.condition).toBe('move');
    expect(list.body.meta).toEqual({
      current_page: 1,
      per_page: 1,
      total: 2,
      last_page: 2,
      limit: { used: 2, max: 3 },
    });
  });

  it('refuses a fourth alert on the daily plan with a 422 on `alert`, and allows 10 on the monthly one', async () => {
    await addAlert(server, daily.token, { source_id: market });
    const refused = await call(server, createAlert, {
      token: daily.token,
      json: { currency: 'USD', source_id: market, side: 'buy', condition: 'above', value: '600' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.alert?.[0]).toMatch(/الحد الأقصى/);

    for (let index = 0; index < 10; index++)
      await addAlert(server, monthly.token, { source_id: market, value: String(600 + index) });
    const eleventh = await call(server, createAlert, {
      token: monthly.token,
      json: { currency: 'USD', source_id: market, side: 'buy', condition: 'above', value: '700' },
    });
    expect(eleventh.status).toBe(422);
    expect((await call(server, listAlerts, { token: monthly.token })).body.meta.limit).toEqual({
      used: 10,
      max: 10,
    });
  });

  it('answers 422 per field for bad input', async () => {
    const bad = await call(server, createAlert, {
      token: monthly.token,
      json: { currency: 'US', source_id: 'x', side: 'middle', condition: 'near', value: '-3' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'condition',
      'currency',
      'side',
      'source_id',
      'value',
    ]);

    // At the limit the limit is what the subscriber must hear first.
    const atLimit = await call(server, createAlert, {
      token: daily.token,
      json: { currency: 'XAU', source_id: 99_999, side: 'buy', condition: 'above', value: '1' },
    });
    expect(atLimit.status).toBe(422);
    expect(Object.keys(atLimit.body.errors ?? {}).sort()).toEqual(['alert']);
  });

  it('answers 422 on currency, source and value whatever the limit', async () => {
    const [first] = (await call(server, listAlerts, { token: daily.token })).body.data;
    // Room for one more on the daily plan, then the checks of each field.
    await server.api.ok('deleteAlert', { params: { id: first!.id }, token: daily.token });
    const unknown = await call(server, createAlert, {
      token: daily.token,
      json: { currency: 'XAU', source_id: 99_999, side: 'buy', condition: 'move', value: '150' },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {}).sort()).toEqual(['currency', 'source_id', 'value']);
    // A currency the market never quoted would never fire.
    const unquoted = await call(server, createAlert, {
      token: daily.token,
      json: { currency: 'EUR', source_id: market, side: 'buy', condition: 'above', value: '600' },
    });
    expect(unquoted.status).toBe(422);
    expect(unquoted.body.errors?.currency).toHaveLength(1);
  });

  it('reads, edits and deletes only the subscriber’s own alerts: 403 for another’s, 404 for none', async () => {
    const mine = await addAlert(server, daily.token, { source_id: market, value: '545' });
    const params = { id: mine.id };

    expect((await call(server, getAlert, {})).status).toBe(401);
    await server.api.ok('getAlert', { params, token: daily.token });
    const theirs = await server.api.fails('getAlert', 403, { params, token: monthly.token });
    expect(theirs.message).toMatch(/[\u0600-\u06FF]/);
    await server.api.fails('updateAlert', 403, { params, token: monthly.token, json: {} });
    await server.api.fails('deleteAlert', 403, { params, token: monthly.token });
    await server.api.fails('getAlert', 404, { params: { id: 987_654 }, token: daily.token });
    await server.api.fails('deleteAlert', 404, { params: { id: 987_654 }, token: daily.token });

    const edited = await server.api.ok('updateAlert', {
      params,
      token: daily.token,
      json: { value: '550', enabled: false },
    });
    expect(edited.data).toMatchObject({
      value: '550',
      enabled: false,
    });
    await server.api.fails('updateAlert', 422, {
      params,
      token: daily.token,
      json: { condition: 'move', value: '250' },
    });

    await server.api.ok('deleteAlert', { params, token: daily.token });
    await server.api.fails('getAlert', 404, { params, token: daily.token });
  });
});

describe('favourites, digest and quiet hours', () => {
  let server: TestServer;
  let subscriber: Subscriber;
  beforeAll(async () => {
    server = await startBillingServer();
    subscriber = await signUp(server);
  });
  afterAll(() => server.close());

  it('start empty, with the digest off and quiet hours 22:00–07:00 in Aden', async () => {
    expect((await call(server, getFavourites, { token: subscriber.token })).body.data).toEqual({
      currencies: [],
      source_ids: [],
    });
    expect((await call(server, getDigestSettings, { token: subscriber.token })).body.data).toEqual({
      enabled: false,
      hour: 9,
      currencies: [],
      source_ids: [],
    });
    expect((await call(server, getQuietHours, { token: subscriber.token })).body.data).toEqual({
      enabled: true,
      start: '22:00',
      end: '07:00',
      time_zone: 'Asia/Aden',
    });
  });

  it('keep favourites in the pinned order, and refuse unknown ones per item', async () => {
    const saved = await call(server, updateFavourites, {
      token: subscriber.token,
      json: { currencies: ['sar', 'USD', 'SAR'], source_ids: [2, 1] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ currencies: ['SAR', 'USD'], source_ids: [2, 1] });
    const bad = await call(server, updateFavourites, {
      token: subscriber.token,
      json: { currencies: ['USD', 'ZZZ'], source_ids: [424_242] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['currencies.1', 'source_ids.0']);
    expect((await call(server, getFavourites, { token: subscriber.token })).body.data.currencies).toEqual([
      'SAR',
      'USD',
    ]);
  });

  it('save the digest hour, currencies and markets; 422 for an hour out of range', async () => {
    const saved = await call(server, updateDigestSettings, {
      token: subscriber.token,
      json: { enabled: true, hour: 8, currencies: ['USD'], source_ids: [1] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ enabled: true, hour: 8, currencies: ['USD'], source_ids: [1] });
    const bad = await call(server, updateDigestSettings, {
      token: subscriber.token,
      json: { enabled: true, hour: 24 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['hour']);
  });

  it('save quiet hours; refuse a malformed time and an empty window', async () => {
    const saved = await call(server, updateQuietHours, {
      token: subscriber.token,
      json: { enabled: true, start: '23:30', end: '06:15' },
    });
    expect(saved.body.data).toEqual({ enabled: true, start: '23:30', end: '06:15', time_zone: 'Asia/Aden' });
    const bad = await call(server, updateQuietHours, {
      token: subscriber.token,
      json: { enabled: true, start: '25:00', end: '6:00' },
    });
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['end', 'start']);
    const empty = await call(server, updateQuietHours, {
      token: subscriber.token,
      json: { enabled: true, start: '08:00', end: '08:00' },
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['end']);
  });
});
