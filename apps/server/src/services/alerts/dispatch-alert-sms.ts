import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { attemptSmsDelivery, type SmsRow } from '../sms';
import {
  createDatabaseRateLimiter,
  createLocalRateLimiter,
  hasAccessSql,
  type RateLimiter,
} from '../billing';
import type { AlertsDeps } from './alerts-deps';

// One limiter per database handle (per process and app), as for charging: with PostgreSQL the
// slots are shared by every worker through `rate_limit_slots`, with PGlite this process is all.
const limiters = new WeakMap<Database, RateLimiter>();

function limiterFor(deps: AlertsDeps): RateLimiter {
  let limiter = limiters.get(deps.database);
  if (!limiter) {
    const perSecond = deps.config.alerts.smsTps;
    limiter =
      deps.database.kind === 'pglite'
        ? createLocalRateLimiter({ perSecond })
        : createDatabaseRateLimiter(deps.database.db, { key: 'alerts.sms', perSecond });
    limiters.set(deps.database, limiter);
  }
  return limiter;
}

export interface DispatchResult {
  sent: number;
  failed: number;
  retrying: number;
  /** Dropped before sending: notifications turned off, or the subscription lapsed, meanwhile. */
  muted: number;
}

const STALE_SENDING = '5 minutes';

/**
 * Sends the alert and digest SMS that are due (`queued`, `next_attempt_at` passed: quiet hours
 * over, retry backoff over), never faster than ALERT_SMS_TPS across all workers. Rows are claimed
 * in small batches with `FOR UPDATE SKIP LOCKED` (any number of dispatchers share the work, none
 * sends a row twice), and each goes through the SMS pipeline's one attempt (`attemptSmsDelivery`:
 * sent, or back to `queued` with backoff, or failed). Before claiming, messages of subscribers who
 * have since turned notifications off or whose subscription is no longer active/grace are marked
 * failed, never sent. Stops when nothing is due or after `maxMs` (the next run continues).
 */
export async function dispatchAlertSms(
  deps: AlertsDeps,
  options: { maxMs?: number; concurrency?: number } = {},
): Promise<DispatchResult> {
  const db = deps.database.db;
  const limiter = limiterFor(deps);
  const deadline = Date.now() + (options.maxMs ?? 5 * 60_000);
  const batchSize = Math.max(10, Math.min(500, deps.config.alerts.smsTps * 2));
  const concurrency = options.concurrency ?? Math.max(1, Math.min(16, deps.config.alerts.smsTps));
  const result: DispatchResult = { sent: 0, failed: 0, retrying: 0, muted: 0 };

  const mutedRows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update sms_messages m set status = 'failed', next_attempt_at = null,
        last_error = 'muted: notifications off or subscription not active', updated_at = now()
      where m.status = 'queued' and m.purpose like 'alert.%' and m.next_attempt_at <= now()
        and (m.subscriber_id is null
          or not exists (select 1 from subscribers s where s.id = m.subscriber_id
                         and s.notifications_enabled and s.msisdn is not null)
          or not exists (select 1 from subscriptions sub where sub.subscriber_id = m.subscriber_id
                         and ${hasAccessSql('sub')}))
      returning m.id`),
  );
  result.muted = mutedRows.length;

  while (Date.now() < deadline) {
    const claimed = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        update sms_messages m set status = 'sending', attempts = m.attempts + 1, updated_at = now()
        where m.id in (
          select id from sms_messages
          where purpose like 'alert.%'
            and ((status = 'queued' and next_attempt_at <= now())
              or (status = 'sending' and updated_at < now() - ${STALE_SENDING}::interval))
          order by next_attempt_at, id
          limit ${batchSize}
          for update skip locked)
        returning m.id, m.msisdn, m.text, m.sender, m.purpose, m.subscriber_id, m.status, m.operator_id, m.driver,
          m.attempts, m.next_attempt_at, m.gateway_message_id, m.last_error, m.created_at,
          m.updated_at, m.sent_at, m.delivered_at`),
    ).map(toSmsRow);
    if (claimed.length === 0) break;
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const row = claimed[next++]!;
        await limiter.acquire();
        const outcome = await attemptSmsDelivery(deps, row, { deadlineMs: deps.config.sms.sendTimeoutMs });
        if (outcome === 'sent') result.sent++;
        else if (outcome === 'retrying') result.retrying++;
        else if (outcome === 'failed') result.failed++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
  }
  if (result.sent + result.failed + result.retrying + result.muted > 0)
    deps.log.info(result, 'alert SMS dispatched');
  return result;
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** A raw row (snake_case, timestamps as driver values) as Drizzle's `sms_messages` row. */
function toSmsRow(raw: Record<string, unknown>): SmsRow {
  return {
    id: Number(raw.id),
    msisdn: raw.msisdn as string,
    text: raw.text as string,
    sender: (raw.sender as string | null) ?? null,
    purpose: raw.purpose as string,
    subscriberId: raw.subscriber_id === null ? null : Number(raw.subscriber_id),
    dedupeKey: (raw.dedupe_key as string | null | undefined) ?? null,
    status: raw.status as SmsRow['status'],
    operatorId: raw.operator_id as string,
    driver: raw.driver as SmsRow['driver'],
    attempts: Number(raw.attempts),
    nextAttemptAt: toDate(raw.next_attempt_at),
    gatewayMessageId: (raw.gateway_message_id as string | null) ?? null,
    lastError: (raw.last_error as string | null) ?? null,
    createdAt: toDate(raw.created_at)!,
    updatedAt: toDate(raw.updated_at)!,
    sentAt: toDate(raw.sent_at),
    deliveredAt: toDate(raw.delivered_at),
  };
}
