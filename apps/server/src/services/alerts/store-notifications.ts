import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Config } from '../../env';
import { rowsOf } from '../../lib/sql-rows';

export interface NotificationToStore {
  subscriber_id: number;
  alert_id: number | null;
  text: string;
  rate: string | null;
  /** Unique: `alert:<alert>:<publication>` or `digest:<subscriber>:<local date>`. */
  dedupe_key: string;
  msisdn: string;
  /** False with notifications off: listed in the portal, no SMS. */
  send_sms: boolean;
  /** When the SMS and pushes may go (now, or the end of the quiet hours), ISO. */
  send_at: string;
  /**
   * Push it to every browser the subscriber turned push on in (docs/design.md#web-push), with
   * this payload; absent for digests (SMS only).
   */
  send_push?: boolean;
  push_payload?: { title: string; body: string; url: string };
  /**
   * The day (service zone, 'YYYY-MM-DD') whose ALERT_MAX_PER_DAY this firing counts against, when it
   * carries an SMS or a push; absent for digests and silent firings.
   */
  message_day?: string | null;
  /** Fired past the cap: stored and listed, sent by no channel. */
  capped?: boolean;
}

export interface StoredCounts {
  notifications: number;
  /** Of those, fired past their alert's ALERT_MAX_PER_DAY (sent nowhere). */
  capped: number;
  sms: number;
  /** SMS held for later (quiet hours). */
  deferred: number;
  /** Pushes stored (one per notification and browser), and of those, due now. */
  pushes: number;
  pushesDue: number;
}

/**
 * Inserts notifications, their SMS rows and their pushes in one statement. The SMS id is drawn first so the
 * notification can point at it, and an SMS row exists only for a notification this statement
 * inserted (`join ins`), and the same holds for pushes: a re-run conflicts on `dedupe_key`, inserts no notification and therefore
 * no SMS. That is the whole exactly-once guarantee, whatever retries or restarts.
 */
export async function storeNotifications(
  tx: Tx,
  config: Config,
  input: {
    kind: 'alert' | 'digest';
    purpose: SmsPurpose;
    publicationId: number | null;
    now: Date;
    rows: readonly NotificationToStore[];
  },
): Promise<StoredCounts> {
  if (input.rows.length === 0)
    return { notifications: 0, capped: 0, sms: 0, deferred: 0, pushes: 0, pushesDue: 0 };
  const [counts] = rowsOf<StoredCounts>(
    await tx.execute(sql`
      with v as materialized (
        select v.*, case when v.send_sms
          then nextval(pg_get_serial_sequence('sms_messages', 'id')) end as sms_id
        from jsonb_to_recordset(${JSON.stringify(input.rows)}::jsonb)
          as v(subscriber_id int, alert_id int, text text, rate numeric, dedupe_key text,
               msisdn text, send_sms boolean, send_at timestamptz, send_push boolean,
               push_payload jsonb, message_day date, capped boolean)
      ),
      ins as (
        insert into alert_notifications
          (subscriber_id, kind, alert_id, publication_id, text, rate, dedupe_key, sms_message_id,
           message_day, capped)
        select subscriber_id, ${input.kind}::alert_notification_kind, alert_id, ${input.publicationId}::bigint,
               text, rate, dedupe_key, sms_id, message_day, coalesce(capped, false)
        from v
        on conflict (dedupe_key) do nothing
        returning id, dedupe_key, capped
      ),
      sms as (
        insert into sms_messages (id, msisdn, text, sender, purpose, subscriber_id, driver, next_attempt_at)
        overriding system value
        select v.sms_id, v.msisdn, v.text, ${config.sms.sender}, ${input.purpose}, v.subscriber_id,
               ${config.sms.driver}::sms_driver, v.send_at
        from v join ins using (dedupe_key)
        where v.sms_id is not null
        returning next_attempt_at
      ),
      push as (
        insert into push_messages (notification_id, subscription_id, payload, next_attempt_at)
        select ins.id, ps.id, v.push_payload, v.send_at
        from v join ins using (dedupe_key)
        join push_subscriptions ps on ps.subscriber_id = v.subscriber_id
        where v.send_push is true
        returning next_attempt_at
      )
      select (select count(*) from ins)::int as notifications,
             (select count(*) from ins where capped)::int as capped,
             (select count(*) from sms)::int as sms,
             (select count(*) from sms where next_attempt_at > ${input.now.toISOString()}::timestamptz)::int
               as deferred,
             (select count(*) from push)::int as "pushes",
             (select count(*) from push where next_attempt_at <= ${input.now.toISOString()}::timestamptz)::int
               as "pushesDue"`),
  );
  return counts ?? { notifications: 0, capped: 0, sms: 0, deferred: 0, pushes: 0, pushesDue: 0 };
}
