import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  changeNotificationStatus,
  listAlertNotifications,
  listAlerts,
  updateDigestSettings,
  updateQuietHours,
} from '@sarraf/contracts';
import { rowsOf } from '../../src/lib/sql-rows';
import {
  dispatchAlertSms,
  evaluatePublication,
  sendDigests,
  sweepPendingPublications,
  UCS2_SEGMENT,
} from '../../src/services/alerts';
import { startWorker } from '../../src/worker';
import { eventually } from '../sms/fake-gateways';
import { call, signUp, startBillingServer, type Subscriber } from '../support/billing';
import type { TestServer } from '../support/test-server';
import {
  addAlert,
  alertSms,
  depsOf,
  marketWithRates,
  publishNow,
  quietNow,
  setSubscriptionState,
} from './helpers';

/** No quiet hours, so a test's SMS is due whatever time of day the suite runs. */
async function awake(server: TestServer, subscriber: Subscriber) {
  const saved = await call(server, updateQuietHours, {
    token: subscriber.token,
    json: { enabled: false, start: '22:00', end: '07:00' },
  });
  expect(saved.status).toBe(200);
}

describe('alert delivery after a publish', () => {
  let server: TestServer;
  let market: number;
  let alice: Subscriber;
  let bob: Subscriber;
  const evaluate = (id: number, force = false) => evaluatePublication(depsOf(server), id, { force });
  const dispatch = () => dispatchAlertSms(depsOf(server), { maxMs: 20_000 });

  beforeAll(async () => {
    server = await startBillingServer({ env: { ALERT_SMS_TPS: '200' } });
    market = await marketWithRates(server, 'سوق التنبيهات', '530', '140');
    alice = await signUp(server);
    bob = await signUp(server);
    await awake(server, alice);
    await awake(server, bob);
  });
  afterAll(() => server.close());

  it('sends exactly one SMS per crossed alert, within one UCS-2 segment, and lists it in the portal', async () => {
    await addAlert(server, alice.token, { source_id: market, value: '540' });
    await addAlert(server, alice.token, {
      source_id: market,
      currency: 'SAR',
      condition: 'below',
      value: '135',
    });
    await addAlert(server, bob.token, { source_id: market, value: '539.5' });

    const publication = await publishNow(server, market, { USD: '540', SAR: '139' });
    const result = await evaluate(publication);
    expect(result).toMatchObject({ evaluated: 3, fired: 2, smsQueued: 2, smsDeferred: 0 });
    expect(await dispatch()).toMatchObject({ sent: 2, failed: 0 });

    const [aliceSms] = await alertSms(server, alice.msisdn);
    expect((await alertSms(server, alice.msisdn)).length).toBe(1);
    expect(aliceSms).toMatchObject({ status: 'sent', purpose: 'alert.rate' });
    expect(aliceSms!.text).toBe('صرّاف: دولار أمريكي شراء 540 في سوق التنبيهات (≥540)');
    expect(aliceSms!.text.length).toBeLessThanOrEqual(UCS2_SEGMENT);
    expect(await alertSms(server, bob.msisdn)).toHaveLength(1);

    const listed = await call(server, listAlertNotifications, { token: alice.token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        kind: 'alert',
        text: aliceSms!.text,
        sms: { status: 'sent', scheduled_at: null },
      }),
    ]);
    const alerts = (await call(server, listAlerts, { token: alice.token })).body.data;
    expect(alerts.find((alert) => alert.currency === 'USD')).toMatchObject({
      armed: false,
      last_fired_rate: '540',
    });
  });

  it('does not spam while the rate hovers at the threshold, and fires again after a real reversal', async () => {
    for (const usd of ['541', '539.9', '540', '540.5'])
      await evaluate(await publishNow(server, market, { USD: usd, SAR: '139' }));
    await dispatch();
    expect(await alertSms(server, alice.msisdn)).toHaveLength(1);

    // 540 × 0.995 = 537.3: below it the alert re-arms, and the next crossing fires.
    await evaluate(await publishNow(server, market, { USD: '537', SAR: '139' }));
    await evaluate(await publishNow(server, market, { USD: '541', SAR: '139' }));
    await dispatch();
    expect(await alertSms(server, alice.msisdn)).toHaveLength(2);
  });

  it('never sends twice when the job runs again after a restart, or when the sweep finds it unfinished', async () => {
    const carol = await signUp(server);
    await awake(server, carol);
    await addAlert(server, carol.token, { source_id: market, value: '560' });
    const publication = await publishNow(server, market, { USD: '565', SAR: '139' });
    expect((await evaluate(publication)).fired).toBe(1);

    // The worker dies before marking the publication done; on restart both the job and the sweep run it.
    await server.database.db.execute(
      sql`update rate_publications set evaluated_at = null, created_at = now() - interval '1 hour' where id = ${publication}`,
    );
    expect((await evaluate(publication, true)).fired).toBe(0);
    await sweepPendingPublications(depsOf(server), { olderThanMs: 0 });
    await dispatch();
    await dispatch();
    expect(await alertSms(server, carol.msisdn)).toHaveLength(1);
    const [count] = rowsOf<{ n: number }>(
      await server.database.db.execute(
        sql`select count(*)::int as n from alert_notifications n join subscribers s on s.id = n.subscriber_id
            where n.publication_id = ${publication} and s.msisdn = ${carol.msisdn}`,
      ),
    );
    expect(count!.n).toBe(1);
  });

  it('sends nothing to a suspended subscriber', async () => {
    const dave = await signUp(server);
    await awake(server, dave);
    await addAlert(server, dave.token, { source_id: market, value: '570' });
    await setSubscriptionState(server, dave.msisdn, 'suspended');
    await evaluate(await publishNow(server, market, { USD: '575', SAR: '139' }));
    await dispatch();
    expect(await alertSms(server, dave.msisdn)).toHaveLength(0);
    await setSubscriptionState(server, dave.msisdn, 'active');
  });

  it('with notifications off, lists the alert in the portal but sends no SMS', async () => {
    const erin = await signUp(server);
    await awake(server, erin);
    await addAlert(server, erin.token, { source_id: market, value: '580' });
    expect(
      (await call(server, changeNotificationStatus, { token: erin.token, json: { enabled: false } })).status,
    ).toBe(200);
    const result = await evaluate(await publishNow(server, market, { USD: '585', SAR: '139' }));
    expect(result.smsQueued).toBeLessThan(result.fired);
    await dispatch();
    expect(await alertSms(server, erin.msisdn)).toHaveLength(0);
    const listed = (await call(server, listAlertNotifications, { token: erin.token })).body.data;
    expect(listed).toEqual([expect.objectContaining({ kind: 'alert', sms: null })]);
  });

  it('holds an SMS due in the quiet hours and sends it when they end', async () => {
    const fay = await signUp(server);
    const quiet = quietNow();
    await call(server, updateQuietHours, { token: fay.token, json: { enabled: true, ...quiet } });
    await addAlert(server, fay.token, { source_id: market, value: '590' });
    const result = await evaluate(await publishNow(server, market, { USD: '595', SAR: '139' }));
    expect(result.smsDeferred).toBeGreaterThanOrEqual(1);
    await dispatch();
    expect(await alertSms(server, fay.msisdn)).toEqual([expect.objectContaining({ status: 'queued' })]);

    const listed = (await call(server, listAlertNotifications, { token: fay.token })).body.data[0]!;
    const release = new Date(listed.sms!.scheduled_at!);
    // Two hours from now, on the minute the quiet hours end (quietNow ends them 120 minutes ahead).
    expect(release.getTime() - Date.now()).toBeGreaterThan(60 * 60_000);
    expect(release.getTime() - Date.now()).toBeLessThanOrEqual(120 * 60_000);
    expect(release.getUTCSeconds()).toBe(0);

    // The clock reaches the end of the quiet hours: the message is due, and goes.
    await server.database.db.execute(sql`
      update sms_messages set next_attempt_at = now() - interval '1 second'
      where msisdn = ${fay.msisdn} and purpose = 'alert.rate'`);
    await dispatch();
    expect(await alertSms(server, fay.msisdn)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('drops a held SMS when the subscriber turns notifications off meanwhile', async () => {
    const gus = await signUp(server);
    await call(server, updateQuietHours, { token: gus.token, json: { enabled: true, ...quietNow() } });
    await addAlert(server, gus.token, { source_id: market, value: '600' });
    await evaluate(await publishNow(server, market, { USD: '605', SAR: '139' }));
    await call(server, changeNotificationStatus, { token: gus.token, json: { enabled: false } });
    await server.database.db.execute(sql`
      update sms_messages set next_attempt_at = now() - interval '1 second'
      where msisdn = ${gus.msisdn} and purpose = 'alert.rate'`);
    expect((await dispatch()).muted).toBe(1);
    expect(await alertSms(server, gus.msisdn)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('sends the daily digest once at the chosen local hour', async () => {
    const hana = await signUp(server);
    await awake(server, hana);
    const hour = new Date(Date.now() + 3 * 3600_000).getUTCHours();
    await call(server, updateDigestSettings, {
      token: hana.token,
      json: { enabled: true, hour, currencies: ['USD', 'SAR'], source_ids: [market] },
    });
    const first = await sendDigests(depsOf(server));
    expect(first.hour).toBe(hour);
    expect(first.stored).toBeGreaterThanOrEqual(1);
    await sendDigests(depsOf(server));
    await dispatch();
    const digests = (await alertSms(server, hana.msisdn)).filter((sms) => sms.purpose === 'alert.digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('سوق التنبيهات');
    expect(digests[0]!.text).toMatch(/USD \d+(\.\d+)?\/\d+/);
    expect(digests[0]!.text.length).toBeLessThanOrEqual(UCS2_SEGMENT);
  });
});

describe('alerts through the worker’s jobs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer();
    await startWorker(depsOf(server));
  });
  afterAll(() => server.close());

  it('evaluates a publish and sends the SMS without anyone calling the services', async () => {
    const market = await marketWithRates(server, 'سوق العامل', '530', '140');
    const ivan = await signUp(server);
    await awake(server, ivan);
    await addAlert(server, ivan.token, { source_id: market, value: '535' });
    await publishNow(server, market, { USD: '536', SAR: '140' });
    const [sms] = await eventually(async () => {
      const found = await alertSms(server, ivan.msisdn);
      return found.some((message) => message.status === 'sent') ? found : null;
    }, 30_000);
    expect(sms!.text).toContain('536');
  });
});
