import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { rowsOf } from '../../src/lib/sql-rows';
import { freshDatabaseTargets, migrationsBefore } from './fresh-databases';

describe.each(freshDatabaseTargets('event_keys_test'))(
  'the migration that keys operator events per channel and kind, on $name',
  (target) => {
    let database: Database;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      ({ database, drop } = await target.open({ migrate: false }));
      const before = migrationsBefore('operator-event-keys');
      try {
        await migrateDatabase(database, { migrationsFolder: before.dir });
      } finally {
        before.remove();
      }
      // Rows as the code before it wrote them: one id namespace, channels as prefixes.
      await database.db.execute(sql`
        insert into operator_webhook_events (external_id, kind, msisdn, payload, result, processed_at) values
          ('evt-1', 'status_notification', '967771234567', '{}', 'suspended', now()),
          ('evt-2', 'charge_notification', null, '{}', 'charge_settled', now()),
          ('m-1', 'mo_sms', '967771234567', '{}', 'cancelled', now()),
          ('oneapi:mo-7', 'mo_sms', '967771234568', '{}', 'rates_sent', now()),
          ('smpp:00af', 'mo_sms', '967771234569', '{}', 'help_sent', now())`);
      await migrateDatabase(database);
    });
    afterAll(() => drop());

    it('keeps every row, with its channel and its own id', async () => {
      const rows = rowsOf<{ channel: string; kind: string; external_id: string; result: string }>(
        await database.db.execute(sql`
          select channel, kind::text as kind, external_id, result from operator_webhook_events order by id`),
      );
      expect(rows).toEqual([
        {
          channel: 'operator_webhook',
          kind: 'status_notification',
          external_id: 'evt-1',
          result: 'suspended',
        },
        {
          channel: 'operator_webhook',
          kind: 'charge_notification',
          external_id: 'evt-2',
          result: 'charge_settled',
        },
        { channel: 'operator_webhook', kind: 'mo_sms', external_id: 'm-1', result: 'cancelled' },
        { channel: 'oneapi', kind: 'mo_sms', external_id: 'mo-7', result: 'rates_sent' },
        { channel: 'smpp', kind: 'mo_sms', external_id: '00af', result: 'help_sent' },
      ]);
    });

    it('takes an id again under another kind or channel, and refuses it under the same', async () => {
      const insert = (channel: string, kind: string, id: string) =>
        database.db.execute(sql`
          insert into operator_webhook_events (channel, kind, external_id, payload)
          values (${channel}, ${kind}::operator_webhook_kind, ${id}, '{}')`);
      await insert('operator_webhook', 'mo_sms', 'evt-1');
      await insert('oneapi', 'mo_sms', 'm-1');
      const refused = await insert('operator_webhook', 'status_notification', 'evt-1').then(
        () => null,
        (error: unknown) => error as { cause?: { constraint?: string } },
      );
      // Keyed per operator since: the rows that were here are `default`'s, and another operator's
      // event of the same id is its own.
      expect(refused?.cause?.constraint).toBe(
        'operator_webhook_events_operator_key_unique',
      );
      await database.db.execute(sql`
        insert into operator_webhook_events (operator_id, channel, kind, external_id, payload)
        values ('sabafon', 'operator_webhook', 'status_notification', 'evt-1', '{}')`);
      const unknown = await insert('fax', 'mo_sms', 'x').then(
        () => null,
        (error: unknown) => error as { cause?: { constraint?: string } },
      );
      expect(unknown?.cause?.constraint).toBe('operator_webhook_events_channel');
    });
  },
);

describe.each(freshDatabaseTargets('renewal_reports_test'))(
  'the migration that records the operator renewal reports, on $name',
  (target) => {
    let database: Database;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      ({ database, drop } = await target.open({ migrate: false }));
      const before = migrationsBefore('operator-renewal-reports');
      try {
        await migrateDatabase(database, { migrationsFolder: before.dir });
      } finally {
        before.remove();
      }
      // A renewal the operator reported (its event and its ledger row), a repeat of its reference,
      // and a renewal of our own.
      await database.db.execute(sql`
        with plan as (
          insert into plans (name, price_minor, currency, period) values ('يومية', 5000, 'YER', 'daily') returning id
        ), subscriber as (
          insert into subscribers (msisdn) values ('967771230001') returning id
        ), subscription as (
          insert into subscriptions (subscriber_id, plan_id, state, agreed_price_minor, agreed_currency,
                                     current_period_start, current_period_end, next_renewal_at)
          select subscriber.id, plan.id, 'active', 5000, 'YER', '2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z',
                 '2026-01-03T00:00:00Z'
          from subscriber, plan returning id, subscriber_id, plan_id
        )
        insert into transactions (subscriber_id, subscription_id, plan_id, kind, status, amount_minor, currency,
                                  reference, description, settled_at, period_start, period_end)
        select subscriber_id, id, plan_id, 'charge', 'succeeded', 5000, 'YER', ref, 'تجديد', now(), s, s + interval '1 day'
        from subscription, (values ('OP-1', '2026-01-02T00:00:00Z'::timestamptz),
                                   ('renewal:ours', '2026-01-01T00:00:00Z'::timestamptz)) as v(ref, s)`);
      await database.db.execute(sql`
        insert into operator_webhook_events (channel, external_id, kind, msisdn, payload, result, processed_at) values
          ('operator_webhook', 'ren-1', 'charge_notification', '967771230001',
           '{"type": "renewal", "reference": " OP-1 ", "amount": "50.00"}', 'renewed', now()),
          ('operator_webhook', 'ren-2', 'charge_notification', '967771230001',
           '{"type": "renewal", "reference": "OP-1", "amount": "50.00"}', 'duplicate_reference', now()),
          ('operator_webhook', 'chg-1', 'charge_notification', null,
           '{"type": "charge", "reference": "renewal:ours"}', 'charge_settled', now())`);
      await migrateDatabase(database);
    });
    afterAll(() => drop());

    it('records the renewals reported before, applied, so a second report of their period changes nothing', async () => {
      const rows = rowsOf<{ event_id: string; reference: string; outcome: string; amount_minor: string }>(
        await database.db.execute(sql`
          select event_id, reference, outcome, amount_minor::text as amount_minor from operator_renewal_reports`),
      );
      expect(rows).toEqual([
        { event_id: 'ren-1', reference: 'OP-1', outcome: 'applied', amount_minor: '5000' },
      ]);
    });
  },
);
