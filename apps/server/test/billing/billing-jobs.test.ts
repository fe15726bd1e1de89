import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { remindersJob } from '../../src/jobs/billing-reminders';
import { renewalSweepJob } from '../../src/jobs/billing-renewal-sweep';
import { jobDefinitions, startWorker } from '../../src/worker';
import type { TestServer } from '../support/test-server';
import { eventually } from '../sms/fake-gateways';
import { getSubscriptionsList } from '@sarraf/contracts';
import { call, ledgerOf, outbox, signUp, startBillingServer, subscriptionOf } from '../support/billing';

describe('the billing jobs in a worker', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer();
    await startWorker({ ...server.app.deps, log: server.app.log });
  });
  afterAll(() => server.close());

  it('schedules the renewal sweep and the reconcile job every minute', () => {
    const scheduled = jobDefinitions.filter((job) => job.schedule).map((job) => [job.name, job.schedule]);
    expect(scheduled).toEqual(
      expect.arrayContaining([
        ['billing.renewal.sweep', '* * * * *'],
        ['billing.reconcile', '* * * * *'],
        ['billing.reminders', '*/5 * * * *'],
      ]),
    );
  });

  it('renews what is due when the sweep job runs, through its charge jobs', async () => {
    const subscriber = await signUp(server);
    const { uuid } = await subscriptionOf(server, subscriber.token);
    // The paid period ended a minute ago.
    await server.database.db.execute(sql`
      update subscriptions
      set current_period_start = now() - interval '1 day 1 minute',
          current_period_end = now() - interval '1 minute',
          next_renewal_at = now() - interval '1 minute'
      where id = ${uuid}::uuid
    `);
    await server.queue.send(renewalSweepJob.name, {});
    const renewed = await eventually(async () => {
      const rows = await ledgerOf(server, uuid);
      return rows.find((row) => row.reference.startsWith('renewal:') && row.status === 'succeeded');
    }, 30_000);
    expect(renewed.periodStart).toBeInstanceOf(Date);
    const after = await subscriptionOf(server, subscriber.token);
    expect(after.state).toBe('active');
    expect(new Date(after.next_renewal_at!).getTime()).toBeGreaterThan(Date.now());
  });

  it('sends the reminders due when the reminders job runs, once, and hands them to the SMS job', async () => {
    const list = await call(server, getSubscriptionsList);
    const planIndex = list.body.data.findIndex((plan) => plan.period === 'weekly');
    const subscriber = await signUp(server, { planIndex });
    const { uuid } = await subscriptionOf(server, subscriber.token);
    await server.database.db.execute(sql`
      update subscriptions set next_renewal_at = now() + interval '1 day' where id = ${uuid}::uuid
    `);
    await server.queue.send(remindersJob.name, {});
    await server.queue.send(remindersJob.name, {});
    // Until the SMS job has handed it to the gateway and heard back: `sending` is the moment between.
    const reminder = await eventually(async () => {
      const sms = (await outbox(server, subscriber.local)).find(
        (message) =>
          message.purpose === 'billing.reminder.renewal' &&
          message.status !== 'queued' &&
          message.status !== 'sending',
      );
      return sms;
    }, 30_000);
    expect(reminder.status).toBe('sent');
    expect(
      (await outbox(server, subscriber.local)).filter(
        (message) => message.purpose === 'billing.reminder.renewal',
      ),
    ).toHaveLength(1);
  });
});
