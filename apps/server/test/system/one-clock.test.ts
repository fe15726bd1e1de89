import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { currencies, keywordMessages, priceSources, rates } from '../../src/db/schema/index';
import { localDateOf, startOfLocalDay } from '../../src/lib/local-time';
import { quoteTime } from '../../src/services/phone-channels';
import { summarizeRevenue } from '../../src/services/revenue';
import { signInAs, type AdminClient } from '../admin/helpers';
import { signUp, startBillingServer, subscriptionOf, type Subscriber } from '../support/billing';
import type { TestServer } from '../support/test-server';

const SECRET = 'one-clock-operator-secret-0123';
let sequence = 0;

/**
 * One clock (docs/design.md#one-clock): every day is a day of TIME_ZONE (Asia/Aden by default),
 * every time written for a person is in it, and the portal learns it from `service.time_zone`.
 * A charge at 22:30 UTC is at 01:30 the next day in Aden, and counts on that Aden day.
 */
describe('one clock, in the default zone (Asia/Aden)', () => {
  let server: TestServer;
  let admin: AdminClient;
  let subscriber: Subscriber;
  let subscriptionId: string;

  beforeAll(async () => {
    server = await startBillingServer({ env: { OPERATOR_WEBHOOK_SECRET: SECRET } });
    admin = await signInAs(server, 'admin');
    subscriber = await signUp(server);
    subscriptionId = (await subscriptionOf(server, subscriber.token)).uuid;
  });
  afterAll(() => server?.close());

  /** A succeeded charge of the subscriber's, written and settled at `at`, as the sweep writes one. */
  async function chargeAt(at: Date) {
    sequence += 1;
    await server.database.db.execute(sql`
      insert into transactions (subscriber_id, subscription_id, plan_id, kind, status, amount_minor, currency,
                                reference, description, created_at, settled_at, period_start, period_end)
      select s.subscriber_id, s.id, s.plan_id, 'charge', 'succeeded', 12300, 'YER',
             ${`renewal:clock:${Date.now()}:${sequence}`}, 'تجديد', ${at.toISOString()}::timestamptz,
             ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz,
             ${at.toISOString()}::timestamptz + interval '1 day'
      from subscriptions s where s.id = ${subscriptionId}::uuid`);
  }

  it("names the zone in subscriptions/list's service", async () => {
    const list = await server.api.ok('getSubscriptionsList');
    expect(list.service.time_zone).toBe('Asia/Aden');
  });

  it('counts a charge at 22:30 UTC on the next day in revenue, the Aden day it was', async () => {
    await chargeAt(new Date('2026-03-10T22:30:00Z'));
    await summarizeRevenue(server.database.db, server.config.timeZone, { rebuild: true });
    const answer = await admin.api.ok('adminGetRevenue', { query: { from: '2026-03-10', to: '2026-03-11' } });
    const day = (date: string) => answer.data.days.find((row) => row.day === date);
    expect(day('2026-03-10')?.charges_succeeded ?? 0).toBe(0);
    expect(day('2026-03-11')).toMatchObject({
      charges_succeeded: 1,
      gross: [{ currency: 'YER', amount_minor: 12300 }],
    });
  });

  it("counts today's charges on the dashboard from midnight in Aden", async () => {
    const charged = async () => {
      const answer = await admin.api.ok('adminGetDashboard');
      return answer.data.operations!.charges_today.succeeded.count;
    };
    const before = await charged();
    const midnight = startOfLocalDay(new Date(), 'Asia/Aden');
    // One second after Aden's midnight is today; one second before is yesterday, whatever UTC says.
    await chargeAt(new Date(midnight.getTime() + 1000));
    await chargeAt(new Date(midnight.getTime() - 1000));
    expect((await charged()) - before).toBe(1);
  });

  it('counts an inbound keyword at 22:30 UTC on the next day in the channels view', async () => {
    const id = `clock-${Date.now()}`;
    const sent = await server.api.call('receiveOperatorSms', {
      json: { message_id: id, from: subscriber.local, to: '4545', text: 'مساعدة' },
      headers: { 'x-operator-secret': SECRET },
    });
    expect(sent.status).toBe(200);
    await server.database.db
      .update(keywordMessages)
      .set({ receivedAt: new Date('2026-03-10T22:30:00Z') })
      .where(eq(keywordMessages.messageId, id));
    const answer = await admin.api.ok('adminGetChannelSummary', { query: { from: '2026-03-10', to: '2026-03-11' } });
    expect(answer.data.series.keywords).toEqual([{ day: '2026-03-11', key: 'help', count: 1 }]);
  });

  it("defaults a back-office view's days to the 30 ending today in Aden", async () => {
    const answer = await admin.api.ok('adminGetRevenue');
    expect(answer.data.to).toBe(localDateOf(new Date(), 'Asia/Aden'));
  });
});

describe('one clock, in another TIME_ZONE', () => {
  let server: TestServer;
  const ZONE = 'America/New_York';

  beforeAll(async () => {
    server = await startBillingServer({ env: { OPERATOR_WEBHOOK_SECRET: SECRET, TIME_ZONE: ZONE } });
  });
  afterAll(() => server?.close());

  it("names that zone in subscriptions/list's service", async () => {
    const list = await server.api.ok('getSubscriptionsList');
    expect(list.service.time_zone).toBe(ZONE);
  });

  it("writes an SMS quote's time in that zone", async () => {
    const subscriber = await signUp(server);
    const [usd] = await server.database.db
      .select({ at: rates.recordedAt })
      .from(rates)
      .innerJoin(currencies, eq(currencies.id, rates.currencyId))
      .innerJoin(priceSources, eq(priceSources.id, rates.sourceId))
      .where(and(eq(currencies.code, 'USD'), eq(priceSources.isPrimary, true)))
      .orderBy(desc(rates.recordedAt))
      .limit(1);
    const id = `clock-ny-${Date.now()}`;
    const sent = await server.api.call('receiveOperatorSms', {
      json: { message_id: id, from: subscriber.local, to: '4545', text: 'دولار' },
      headers: { 'x-operator-secret': SECRET },
    });
    expect(sent.status).toBe(200);
    const [logged] = await server.database.db
      .select({ reply: keywordMessages.replyText })
      .from(keywordMessages)
      .where(eq(keywordMessages.messageId, id));
    // The reply writes the quote's time as quoteTime does (its format is unit-tested there).
    expect(logged?.reply).toContain(quoteTime(usd!.at, ZONE));
    expect(logged?.reply).not.toContain(quoteTime(usd!.at, 'Asia/Aden'));
  });
});
