import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSubscriptionsList } from '@sarraf/contracts';
import { eq, sql } from 'drizzle-orm';
import { plans, settings } from '../../src/db/schema/index';
import { topUpHoursOf } from '../../src/lib/top-up-hours';
import { localHourOf } from '../../src/lib/local-time';
import { learnTopUpHours, TOP_UP_HOURS_KEY } from '../../src/services/billing';
import type { TestServer } from '../support/test-server';
import {
  addMs,
  call,
  newLocalMsisdn,
  signUp,
  startBillingServer,
  subscriptionOf,
  sweep,
} from '../support/billing';

const HOUR_MS = 3_600_000;

describe('renewals declined for insufficient balance are retried at the learned top-up hours', () => {
  let server: TestServer;
  let weeklyPlanId: string;
  beforeAll(async () => {
    server = await startBillingServer({ env: { CHARGING_FAIL_PATTERN: '0000$' } });
    // A one-day free trial, so a number without balance starts active and its first renewal fails.
    const [weekly] = await server.database.db.select().from(plans).where(eq(plans.period, 'weekly'));
    weeklyPlanId = weekly!.id;
    await server.database.db.update(plans).set({ freeTrialDays: 1 }).where(eq(plans.id, weeklyPlanId));
  });
  afterAll(() => server.close());

  /**
   * A weekly subscriber without balance, and the sweep's instant: the first 10:17 in Aden after the
   * trial ends, so that 20:00 falls inside the retry window whatever the time the test runs.
   */
  async function unpaidSubscriber() {
    const local = `${newLocalMsisdn().slice(0, 5)}0000`;
    const list = await call(server, getSubscriptionsList);
    const planIndex = list.body.data.findIndex((plan) => plan.uuid === weeklyPlanId);
    const subscriber = await signUp(server, { local, planIndex });
    const start = await subscriptionOf(server, subscriber.token);
    const trialEnd = new Date(start.next_renewal_at!);
    const at = new Date(trialEnd);
    at.setUTCHours(7, 17, 0, 0); // 10:17 in Aden
    if (at < trialEnd) at.setTime(at.getTime() + 24 * HOUR_MS);
    return { subscriber, start, dueAt: at.toISOString() };
  }

  /**
   * A ledger of past retries: for one subscription, `pairs` declines for insufficient balance, each
   * followed an hour to a day later by a renewal attempt that succeeded only when it fell at 20:00
   * in Aden (17:00 UTC). What the learning reads, written as the sweep writes it.
   */
  async function seedRetryHistory(subscriptionId: string, pairs: number, now: Date) {
    await server.database.db.execute(sql`
      with sub as (select id, subscriber_id, plan_id from subscriptions where id = ${subscriptionId}::uuid),
      attempts as (
        select g, ${now.toISOString()}::timestamptz - interval '25 days' + (g * interval '29 minutes') as declined_at,
               (g % 24 + 1) * interval '1 hour' as wait
        from generate_series(1, ${pairs}::int) g
      )
      insert into transactions (subscriber_id, subscription_id, plan_id, kind, status, amount_minor, currency,
                                reference, reason, description, created_at, settled_at, period_start, period_end)
      select sub.subscriber_id, sub.id, sub.plan_id, 'charge', row.status::transaction_status, 30000, 'YER',
             'renewal:history:' || g || ':' || row.n, row.reason, 'تجديد', row.at, row.at, row.at, row.at + interval '7 days'
      from sub, attempts,
      lateral (values
        (1, declined_at, 'failed', 'insufficient_balance'),
        (2, declined_at + wait,
            case when extract(hour from (declined_at + wait) at time zone 'UTC') = 17 then 'succeeded' else 'failed' end,
            case when extract(hour from (declined_at + wait) at time zone 'UTC') = 17 then null else 'insufficient_balance' end)
      ) as row(n, at, status, reason)`);
  }

  it('keeps the fixed backoff (6 h for a weekly plan) until enough retries are learned', async () => {
    const { subscriber, dueAt } = await unpaidSubscriber();
    expect(await sweep(server, dueAt)).toMatchObject({ failed: 1 });
    const now = await subscriptionOf(server, subscriber.token);
    expect(now).toMatchObject({ state: 'grace', last_failure_reason: 'insufficient_balance' });
    expect(now.next_renewal_at).toBe(addMs(dueAt, 6 * HOUR_MS).toISOString());
  });

  it('learns 20:00 in Aden from the ledger, and moves the next decline’s retry there', async () => {
    const { subscriber, start, dueAt } = await unpaidSubscriber();
    const learningTime = new Date(dueAt);
    await seedRetryHistory(start.uuid, 1200, learningTime);

    const learned = await learnTopUpHours(server.database.db, server.config.timeZone, learningTime);
    const attempts = learned.hours.reduce((sum, hour) => sum + hour.attempts, 0);
    expect(attempts).toBeGreaterThanOrEqual(1000);
    expect(learned.hours.filter((_, hour) => hour !== 20).every((hour) => hour.successes === 0)).toBe(true);
    expect(topUpHoursOf({ zone: learned.time_zone, hours: learned.hours })).toEqual([20]);
    const [kept] = await server.database.db.select().from(settings).where(eq(settings.key, TOP_UP_HOURS_KEY));
    expect(kept?.value).toMatchObject({ learned_at: learningTime.toISOString() });

    expect(await sweep(server, dueAt)).toMatchObject({ failed: 1 });
    const now = await subscriptionOf(server, subscriber.token);
    expect(now.state).toBe('grace');
    const retry = new Date(now.next_renewal_at!);
    expect(localHourOf(retry, 'Asia/Aden')).toBe(20);
    // Within the window around the fixed 6 h: from 3 h to 18 h after the decline.
    const wait = retry.getTime() - new Date(dueAt).getTime();
    expect(wait).toBeGreaterThanOrEqual(3 * HOUR_MS);
    expect(wait).toBeLessThanOrEqual(18 * HOUR_MS);
    // Never past grace.
    expect(retry.getTime()).toBeLessThanOrEqual(new Date(now.grace_ends_at!).getTime());
  });
});
