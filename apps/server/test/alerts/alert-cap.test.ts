import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listAlertNotifications, updateQuietHours } from '@sarraf/contracts';
import { rowsOf } from '../../src/lib/sql-rows';
import { dispatchAlertSms, evaluatePublication, sweepPendingPublications } from '../../src/services/alerts';
import { call, signUp, startBillingServer, type Subscriber } from '../support/billing';
import type { TestServer } from '../support/test-server';
import { signInAs } from '../admin/helpers';
import { addAlert, alertSms, depsOf, marketWithRates, publishAt } from './helpers';

import { readOk } from '@sarraf/contracts/typed-client';
// docs/design.md#rate-alerts: one alert sends at most ALERT_MAX_PER_DAY (5) messages a day (the
// day in the service's zone). The attack it stops: a partner pushing ±1 % in turn re-armed and fired
// an alert ten times in 30 s, ten SMS to one subscriber.

async function awake(server: TestServer, subscriber: Subscriber) {
  const saved = await call(server, updateQuietHours, {
    token: subscriber.token,
    json: { enabled: false, start: '22:00', end: '07:00' },
  });
  expect(saved.status).toBe(200);
}

/** The alert's notifications as stored: capped ones carry no SMS. */
async function notificationsOf(server: TestServer, alertId: number) {
  return rowsOf<{ capped: boolean; sms_message_id: number | null }>(
    await server.database.db.execute(
      sql`select capped, sms_message_id from alert_notifications where alert_id = ${alertId} order by id`,
    ),
  );
}

describe('an alert sends at most ALERT_MAX_PER_DAY messages a day', () => {
  let server: TestServer;
  const dispatch = () => dispatchAlertSms(depsOf(server), { maxMs: 20_000 });

  beforeAll(async () => {
    server = await startBillingServer({ env: { ALERT_SMS_TPS: '200' } });
  });
  afterAll(() => server.close());

  it('fires on alternating ±1 % partner pushes, but no more than 5 SMS reach the subscriber in a day', async () => {
    const market = await marketWithRates(server, 'سوق الشريك المتقلب', '530', '140');
    const admin = await signInAs(server, 'admin');
    const created = await admin.api.ok('adminCreatePartnerKey', {
      json: { source_id: market, name: 'مفتاح متقلب' },
    });
    const key = created.data.key;
    const subscriber = await signUp(server);
    await awake(server, subscriber);
    const alert = await addAlert(server, subscriber.token, { source_id: market, value: '533' });

    // 530 ↔ 535.3: each push 1 % from the last, each within the guard, so each is published; the
    // alert fires above 533 and re-arms below 530.33, so every second push fires it.
    for (let step = 0; step < 20; step++) {
      const buy = step % 2 === 0 ? '535.3' : '530';
      const response = await server.api.call('partnerPushRates', {
        json: { rates: [{ currency: 'USD', buy, sell: String(Number(buy) + 2) }] },
        token: key,
      });
      expect(response.status).toBe(202);
      expect((await readOk('partnerPushRates', response)).data.published).toHaveLength(1);
      await sweepPendingPublications(depsOf(server), { olderThanMs: 0 });
    }
    await dispatch();

    const sms = await alertSms(server, subscriber.msisdn);
    expect(sms).toHaveLength(5);
    expect(sms.every((message) => message.status === 'sent')).toBe(true);
    // Every firing is kept and listed; the five past the cap are marked, with no SMS.
    const stored = await notificationsOf(server, alert.id);
    expect(stored).toHaveLength(10);
    expect(stored.filter((row) => row.capped)).toHaveLength(5);
    expect(stored.filter((row) => row.capped && row.sms_message_id !== null)).toHaveLength(0);
    const listed = (
      await call(server, listAlertNotifications, { token: subscriber.token, query: { per_page: '50' } })
    ).body.data;
    expect(listed).toHaveLength(10);
    expect(listed.filter((item) => item.capped)).toHaveLength(5);
    expect(
      listed.filter((item) => item.capped).every((item) => item.sms === null && item.push === null),
    ).toBe(true);
  });

  it('starts counting again on the next day in the service zone', async () => {
    const market = await marketWithRates(server, 'سوق اليوم التالي', '530', '140');
    const subscriber = await signUp(server);
    await awake(server, subscriber);
    const alert = await addAlert(server, subscriber.token, { source_id: market, value: '533' });
    const deps = depsOf(server);
    const now = Date.now();
    for (let step = 0; step < 12; step++) {
      const id = await publishAt(server, market, new Date(now + step), {
        USD: step % 2 === 0 ? '535.3' : '530',
      });
      await evaluatePublication(deps, id);
    }
    expect((await notificationsOf(server, alert.id)).filter((row) => !row.capped)).toHaveLength(5);
    // Tomorrow (a day later, whatever the hour in Aden), the alert may send again.
    const tomorrow = new Date(now + 86_400_000);
    for (let step = 12; step < 14; step++) {
      const id = await publishAt(server, market, new Date(now + step), {
        USD: step % 2 === 0 ? '535.3' : '530',
      });
      await evaluatePublication(deps, id, { now: tomorrow });
    }
    const stored = await notificationsOf(server, alert.id);
    expect(stored).toHaveLength(7);
    expect(stored.at(-1)).toMatchObject({ capped: false });
    expect(stored.at(-1)!.sms_message_id).not.toBeNull();
  });

  it('holds the cap when two workers evaluate the publications at once', async () => {
    const market = await marketWithRates(server, 'سوق العاملين', '530', '140');
    const subscriber = await signUp(server);
    await awake(server, subscriber);
    const alert = await addAlert(server, subscriber.token, { source_id: market, value: '533' });
    const now = Date.now();
    const ids: number[] = [];
    for (let step = 0; step < 24; step++)
      ids.push(
        await publishAt(server, market, new Date(now + step), { USD: step % 2 === 0 ? '535.3' : '530' }),
      );
    // Two workers take the jobs in order, as pg-boss hands them out.
    let next = 0;
    const worker = async () => {
      const deps = depsOf(server);
      while (next < ids.length) await evaluatePublication(deps, ids[next++]!);
    };
    await Promise.all([worker(), worker()]);
    await dispatch();
    const stored = await notificationsOf(server, alert.id);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((row) => !row.capped).length).toBeLessThanOrEqual(5);
    expect((await alertSms(server, subscriber.msisdn)).length).toBeLessThanOrEqual(5);
  });
});
