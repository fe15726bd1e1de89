import { and, eq, lt, or, sql } from 'drizzle-orm';
import { smsMessages } from '../../db/schema/index';
import { SmsSendError } from '../../drivers/sms/index';
import { maskMsisdn } from '../../lib/msisdn';
import { maskSmsText } from './mask-sms-text';
import type { SmsRow } from './store-sms';
import { rememberSentText } from './dev-sent-texts';
import type { SmsDeps } from './sms-deps';
import { smsTotal } from '../../lib/operator-metrics';

export type SmsDeliveryOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

// A row left in `sending` by a crashed process is claimable again after this long.
const STALE_SENDING_MS = 5 * 60_000;

/** How a code SMS that can no longer be sent is closed (here, and by the expiry sweep). */
export const codeExpired = {
  status: 'failed' as const,
  lastError: 'code expired before it could be sent',
  nextAttemptAt: null,
};

/** Wait before attempt n+1 after n failed attempts: SMS_RETRY_DELAY_S doubling, at most an hour. */
export function smsRetryDelayS(failedAttempts: number, baseS: number): number {
  return Math.min(3600, baseS * 2 ** Math.max(0, Math.min(failedAttempts - 1, 16)));
}

/**
 * One delivery attempt of a stored message: claim the row (`queued` → `sending`), hand it to the
 * driver within `deadlineMs`, then record `sent`, or put it back to `queued` with a backoff and an
 * `sms.send` job for the retry, or `failed` after SMS_MAX_ATTEMPTS. The sign-in path calls it with
 * a short deadline; the job calls it for retries. A message is never lost to a gateway outage, and
 * an attempt never waits longer than its deadline. Once `sent` or `failed`, a code SMS's stored
 * text has its code masked: the driver had the clear text while it needed it (docs/security.md).
 */
export async function deliverSms(
  deps: SmsDeps,
  id: number,
  options: { deadlineMs?: number } = {},
): Promise<SmsDeliveryOutcome> {
  const db = deps.database.db;
  const [row] = await db
    .update(smsMessages)
    .set({ status: 'sending', attempts: sql`${smsMessages.attempts} + 1` })
    .where(
      and(
        eq(smsMessages.id, id),
        or(
          eq(smsMessages.status, 'queued'),
          and(
            eq(smsMessages.status, 'sending'),
            lt(smsMessages.updatedAt, new Date(Date.now() - STALE_SENDING_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!row) return 'skipped';
  return attemptSmsDelivery(deps, row, options);
}

/**
 * The attempt itself, on a row already claimed (`sending`, `attempts` counting this attempt):
 * from `deliverSms`, or straight after `storeSms(…, {sendingNow: true})`. Each outcome counts in the
 * operator's SMS metric (lib/operator-metrics.ts).
 */
export async function attemptSmsDelivery(
  deps: SmsDeps,
  row: SmsRow,
  options: { deadlineMs?: number } = {},
): Promise<SmsDeliveryOutcome> {
  const outcome = await attemptOnce(deps, row, options);
  smsTotal.labels(row.operatorId, outcome).inc();
  return outcome;
}

async function attemptOnce(
  deps: SmsDeps,
  row: SmsRow,
  options: { deadlineMs?: number },
): Promise<SmsDeliveryOutcome> {
  const { config, log } = deps;
  const db = deps.database.db;
  const { id } = row;

  // A code is worthless once expired: sending it late would only cost money and confuse.
  if (row.purpose.startsWith('otp.') && row.createdAt.getTime() + config.otp.ttlS * 1000 <= Date.now()) {
    await db
      .update(smsMessages)
      .set({ ...codeExpired, text: maskSmsText(row.text, row.purpose) })
      .where(eq(smsMessages.id, id));
    return 'failed';
  }

  // The gateway and sender of the operator the message is filed under (docs/operators.md#routing).
  const operator = config.operators.find((candidate) => candidate.id === row.operatorId);
  const driver = deps.smsDrivers.of(row.operatorId);
  try {
    // An operator taken out of the configuration: the message waits, retried, until it is back.
    if (!operator || !driver) throw new SmsSendError(`no SMS gateway for operator ${row.operatorId}`);
    const { gatewayMessageId } = await driver.send(
      { id, to: row.msisdn, text: row.text, sender: operator.sms.sender },
      { signal: AbortSignal.timeout(options.deadlineMs ?? 30_000) },
    );
    // The gateway has the text now: the stored copy keeps no live code (docs/security.md); outside
    // production the dev outbox route still shows it as sent.
    rememberSentText(deps.database, config, id, row.text);
    await db
      .update(smsMessages)
      .set({
        status: 'sent',
        sentAt: new Date(),
        // What it went through, for the receipts (matched by driver and id) and the SMS log.
        driver: driver.name,
        sender: operator.sms.sender,
        gatewayMessageId,
        lastError: null,
        nextAttemptAt: null,
        text: maskSmsText(row.text, row.purpose),
      })
      .where(eq(smsMessages.id, id));
    if (driver.name === 'outbox') {
      // The outbox stores and logs: the text stays out of the log, it may carry a code.
      log.info({ sms: id, to: maskMsisdn(row.msisdn), purpose: row.purpose }, 'SMS stored in the outbox');
    }
    return 'sent';
  } catch (error) {
    const reason = error instanceof SmsSendError ? error.message : 'SMS driver failure';
    if (!(error instanceof SmsSendError))
      log.error({ err: error, sms: id }, 'SMS driver failed unexpectedly');
    if (row.attempts >= config.sms.maxAttempts) {
      await db
        .update(smsMessages)
        .set({
          status: 'failed',
          lastError: reason,
          nextAttemptAt: null,
          text: maskSmsText(row.text, row.purpose),
        })
        .where(eq(smsMessages.id, id));
      log.error({ sms: id, purpose: row.purpose, attempts: row.attempts, reason }, 'SMS given up');
      return 'failed';
    }
    const nextAttemptAt = new Date(Date.now() + smsRetryDelayS(row.attempts, config.sms.retryDelayS) * 1000);
    await db
      .update(smsMessages)
      .set({ status: 'queued', lastError: reason, nextAttemptAt })
      .where(eq(smsMessages.id, id));
    await deps.jobs.sendSms(id, { startAfter: nextAttemptAt });
    log.warn({ sms: id, purpose: row.purpose, attempts: row.attempts, reason }, 'SMS not sent, retry queued');
    return 'retrying';
  }
}
