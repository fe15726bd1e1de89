import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRateReview } from '@sarraf/contracts';
import type { TRequest } from '@sarraf/contracts/api';
import { Decimal } from '../../src/lib/decimal';
import { publishRates } from '../../src/services/rates';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource } from '../content/helpers';
import { signInAs, type AdminClient } from '../admin/helpers';

// docs/partner-api.md#push: a value is compared with the last published one, with the last one an
// editor published or approved, and with the one in effect 24 hours before; a currency's first value
// on a source waits for an editor. The attack these stop: 40 pushes of +4.9 % took USD from 534.9 to
// 3,624.87 in 1.5 s, and a first value of 0.000001 / 99,999,999,999,999 was published.

const HOUR_MS = 3_600_000;

describe('partner rates cannot be ratcheted, and first values wait for an editor', () => {
  let server: TestServer;
  let admin: AdminClient;
  let editor: AdminClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'admin');
    editor = await signInAs(server, 'editor');
  });
  afterAll(() => server.close());

  async function keyFor(sourceId: number, name: string): Promise<string> {
    const created = await admin.api.ok('adminCreatePartnerKey', { json: { source_id: sourceId, name } });
    return created.data.key;
  }

  /** A partner's push with its bearer key, accepted (202) and read by the contract. */
  function push(key: string, rates: TRequest<'partnerPushRates'>['rates']) {
    return server.api.ok('partnerPushRates', { token: key, json: { rates } });
  }

  async function portalRate(sourceId: number, code: string) {
    const list = await server.api.ok('getCurrencyList', { query: { source_id: sourceId, currency: code } });
    const rate = list.data[0]?.rates[0];
    return rate ? { buy: Number(rate.buy), sell: Number(rate.sell) } : null;
  }

  async function pending(sourceId: number, code: string): Promise<TRateReview | undefined> {
    const queue = await editor.api.ok('adminListRateReviews', { query: { per_page: 100 } });
    return queue.data.find((item) => item.source.id === sourceId && item.currency.code === code);
  }

  /** History rows written straight into the past (the API cannot backdate), as a publish would. */
  async function publishedAt(
    sourceId: number,
    at: Date,
    line: { buy: string; sell: string },
    vetted: boolean,
  ) {
    await publishRates(
      server.database.db,
      { sourceId, at, vetted, rates: [{ currencyCode: 'USD', ...line }] },
      server.contentCache,
    );
  }

  it('holds a first value for review with no previous pair, so an absurd one is never published', async () => {
    const sourceId = await addSource(server, { name: 'صرافة القيمة الأولى' });
    const key = await keyFor(sourceId, 'مفتاح القيمة الأولى');
    const absurd = await push(key, [{ currency: 'USD', buy: '0.000001', sell: '99999999999999' }]);
    expect(absurd.data).toEqual({
      published: [],
      review: [
        {
          currency: 'USD',
          buy: '0.000001',
          sell: '99999999999999',
          previous_buy: null,
          previous_sell: null,
        },
      ],
    });
    expect(await portalRate(sourceId, 'USD')).toBeNull();
    const held = await pending(sourceId, 'USD');
    expect(held).toMatchObject({
      previous_buy: null,
      previous_sell: null,
      move_percent: null,
      reason: 'first_value',
      reference_buy: null,
      reference_sell: null,
      status: 'pending',
    });
    await editor.api.ok('adminRejectRateReview', { params: { id: held!.id } });
    // A sane first value waits too, until an editor approves it; then it is the reference.
    const sane = await push(key, [{ currency: 'USD', buy: '534.90', sell: '536.80' }]);
    expect(sane.data.published).toEqual([]);
    expect(sane.data.review).toHaveLength(1);
    const item = await pending(sourceId, 'USD');
    await editor.api.ok('adminApproveRateReview', { params: { id: item!.id } });
    expect(await portalRate(sourceId, 'USD')).toEqual({ buy: 534.9, sell: 536.8 });
    const next = await push(key, [{ currency: 'USD', buy: '536', sell: '538' }]);
    expect(next.data.published).toEqual([{ currency: 'USD', buy: '536', sell: '538' }]);
  });

  it('holds a ratchet of +4.9 % steps once it has drifted past the guard from the approved value', async () => {
    const sourceId = await addSource(server, { name: 'صرافة السلّم' });
    const key = await keyFor(sourceId, 'مفتاح السلّم');
    await push(key, [{ currency: 'USD', buy: '534.9', sell: '536.8' }]);
    const first = await pending(sourceId, 'USD');
    await editor.api.ok('adminApproveRateReview', { params: { id: first!.id } });

    // The attacker's loop: 40 pushes, each 4.9 % above the one before (under the 5 % guard each).
    const ceiling = new Decimal('534.9').times(1.05);
    let buy = new Decimal('534.9');
    let sell = new Decimal('536.8');
    const outcomes: Array<'published' | 'review'> = [];
    for (let step = 0; step < 40; step++) {
      buy = buy.times(1.049).toDecimalPlaces(2);
      sell = sell.times(1.049).toDecimalPlaces(2);
      const answer = await push(key, [{ currency: 'USD', buy: buy.toFixed(2), sell: sell.toFixed(2) }]);
      outcomes.push(answer.data.published.length === 1 ? 'published' : 'review');
      const shown = await portalRate(sourceId, 'USD');
      expect(ceiling.gte(shown!.buy), `step ${step}: ${shown!.buy}`).toBe(true);
      // The second step is only 4.9 % from the published value: held for its distance from the
      // value an editor approved, which the item names.
      if (step === 1)
        expect(await pending(sourceId, 'USD')).toMatchObject({
          reason: 'editor_reference',
          reference_buy: '534.9',
          reference_sell: '536.8',
          previous_buy: '561.11',
          previous_sell: '563.1',
        });
    }
    expect(outcomes[0]).toBe('published');
    expect(outcomes.slice(1)).toEqual(Array.from({ length: 39 }, () => 'review'));
    expect(await portalRate(sourceId, 'USD')).toEqual({ buy: 561.11, sell: 563.1 });

    // An honest push near what subscribers see still publishes, and the held step is superseded.
    const honest = await push(key, [{ currency: 'USD', buy: '540', sell: '542' }]);
    expect(honest.data.published).toEqual([{ currency: 'USD', buy: '540', sell: '542' }]);
    expect(await pending(sourceId, 'USD')).toBeUndefined();
  });

  it('holds a value too far from the one in effect 24 hours before', async () => {
    const sourceId = await addSource(server, { name: 'صرافة الأمس' });
    const key = await keyFor(sourceId, 'مفتاح الأمس');
    const now = Date.now();
    // Approved two days ago; the partner's own values since stayed within 5 % of it.
    await publishedAt(sourceId, new Date(now - 48 * HOUR_MS), { buy: '500', sell: '502' }, true);
    await publishedAt(sourceId, new Date(now - 25 * HOUR_MS), { buy: '476', sell: '478' }, false);
    await publishedAt(sourceId, new Date(now - 1 * HOUR_MS), { buy: '500', sell: '502' }, false);

    // 502 is 0.4 % from the last published and from the approved value, but 5.46 % from 476.
    const held = await push(key, [{ currency: 'USD', buy: '502', sell: '504' }]);
    expect(held.data).toEqual({
      published: [],
      review: [{ currency: 'USD', buy: '502', sell: '504', previous_buy: '500', previous_sell: '502' }],
    });
    expect(await pending(sourceId, 'USD')).toMatchObject({
      reason: 'day_before',
      reference_buy: '476',
      reference_sell: '478',
    });
    const within = await push(key, [{ currency: 'USD', buy: '499', sell: '501' }]);
    expect(within.data.published).toEqual([{ currency: 'USD', buy: '499', sell: '501' }]);
  });

  it("lets an editor's decision start a new day: a move the editor approved does not hold the next pushes", async () => {
    const sourceId = await addSource(server, { name: 'صرافة القفزة' });
    const key = await keyFor(sourceId, 'مفتاح القفزة');
    await publishedAt(sourceId, new Date(Date.now() - 30 * HOUR_MS), { buy: '500', sell: '502' }, true);
    // A real 6 % move: held, and an editor approves it.
    const jump = await push(key, [{ currency: 'USD', buy: '530', sell: '532' }]);
    expect(jump.data.review).toHaveLength(1);
    expect(await pending(sourceId, 'USD')).toMatchObject({ reason: 'last_published' });
    const item = await pending(sourceId, 'USD');
    await editor.api.ok('adminApproveRateReview', { params: { id: item!.id } });
    // 531 is 6.2 % from the value 24 hours before, but the editor vouched for 530 since.
    const next = await push(key, [{ currency: 'USD', buy: '531', sell: '533' }]);
    expect(next.data.published).toEqual([{ currency: 'USD', buy: '531', sell: '533' }]);
  });

  it('holds a value when no editor ever vouched for a value of that currency at the source', async () => {
    const sourceId = await addSource(server, { name: 'صرافة بلا مرجع' });
    const key = await keyFor(sourceId, 'مفتاح بلا مرجع');
    // Values that arrived on their own before these rules (nothing an editor published or approved).
    await publishedAt(sourceId, new Date(Date.now() - 2 * HOUR_MS), { buy: '530', sell: '532' }, false);
    const answer = await push(key, [{ currency: 'USD', buy: '531', sell: '533' }]);
    expect(answer.data.review).toEqual([
      { currency: 'USD', buy: '531', sell: '533', previous_buy: '530', previous_sell: '532' },
    ]);
    expect(await pending(sourceId, 'USD')).toMatchObject({ reason: 'no_editor_reference' });
  });
});
