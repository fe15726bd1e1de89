import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { otps, smsMessages } from '../../db/schema/index';
import type { CounterStore } from '../../lib/counter-store';
import { serviceUnavailable, tooManyRequests } from '../../lib/http-error';
import { maskMsisdn } from '../../lib/msisdn';
import {
  generateOtpCode,
  hashOtpCode,
  resendWaitS,
  secondsUntilResend,
  type OtpPurpose,
} from '../../lib/otp-policy';
import { attemptSmsDelivery, operatorOfRecipient, type SmsDeps, storeSms } from '../sms';
import { otpSmsText } from './otp-sms-text';
import { reserveOtpSend } from './reserve-otp-send';

export interface SendOtpDeps extends SmsDeps {
  counters: CounterStore;
}

export interface SendOtpRequest {
  /** Normalised (lib/msisdn.ts). */
  msisdn: string;
  purpose: OtpPurpose;
  /** The client's address, for the per-IP limit (null from jobs and the CLI). */
  ip: string | null;
  /**
   * Set only when the request is signed in as this subscriber (the code goes to the token's own
   * number): such a number counts as known for the send limits, like one that confirmed a code.
   */
  subscriberId?: number | null;
  /** What the code confirms beyond its purpose, e.g. the plan of a `change` code. */
  subject?: string | null;
  /** A line the SMS adds after the code, e.g. the plan and price a charge code confirms. */
  detail?: string;
}

/** What the answer of a call that sent a code says about it (contracts' ZCodeSentResponse). */
export interface CodeSent {
  /** Seconds until the next code of this number and purpose may be asked for. */
  resend_after_s: number;
  /** Seconds the code stays valid (OTP_TTL_S). */
  expires_in_s: number;
}

/**
 * Whether the number confirmed a code (any purpose) within `days`: someone held that phone then.
 * A consumed code was created at most its TTL before, which keeps the lookup on the (msisdn,
 * created_at) index. Codes are never deleted, so this needs no table of its own and holds across
 * API processes.
 */
async function confirmedRecently(tx: Tx, msisdn: string, now: Date, days: number, ttlS: number) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const [row] = await tx
    .select({ id: otps.id })
    .from(otps)
    .where(
      and(
        eq(otps.msisdn, msisdn),
        gt(otps.createdAt, new Date(since.getTime() - ttlS * 1000)),
        gt(otps.consumedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Issues a one-time code and sends it by SMS (docs/design.md#one-time-codes). In order: the resend wait, the send
 * limits and the daily budget (429/503 before anything is written); then, in one transaction, the
 * previous open code of this number and purpose is voided (a new code voids the previous one), the
 * new code's HMAC and the SMS row are written; then one delivery attempt within
 * SMS_SEND_TIMEOUT_MS. A gateway failure leaves the SMS queued for the `sms.send` job and answers
 * a clear 503.
 *
 * The work is the same whether or not the number belongs to a subscriber (the subscribers table is
 * never read), so the answer and its timing say nothing about who is subscribed (no enumeration).
 * The one lookup is whether the number confirmed a code recently (its standing for the
 * send limits): the same indexed query for every number, and it changes the answer only while a
 * block or the unknown numbers' budget share is exhausted (docs/security.md "SMS abuse" weighs
 * what that reveals). The code exists only in this function and in the SMS text; it is never
 * logged or returned.
 *
 * Resolves with when the next code may be asked for: the growing resend wait that this send
 * starts, or longer when it filled the number's or the address's hourly window; both are the same
 * for any number with the same sends, subscriber or not (docs/product.md#code-steps).
 */
export async function sendOtp(deps: SendOtpDeps, request: SendOtpRequest): Promise<CodeSent> {
  const { config, log } = deps;
  const { msisdn, purpose } = request;
  const now = new Date();
  const code = generateOtpCode(config.otp.length);
  // The number's operator by its prefix: its gateway sends the code, from its budget, with its link.
  // Never the subscribers table, for the reason above.
  const operator = operatorOfRecipient(config, msisdn);

  const { sms, resendAfterS } = await deps.database.db.transaction(async (tx) => {
    // Sends to one number are serialised across processes, so the resend wait and the swap of the
    // open code below always see the previous send.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${msisdn}`}))`);

    // The wait runs from the last code still unused: someone who just signed in with a code proved
    // they hold the phone, and may sign in again on another device without waiting.
    const [recent] = await tx
      .select({
        sends: count(),
        lastSentAt: sql<
          Date | string | null
        >`max(${otps.createdAt}) filter (where ${otps.consumedAt} is null)`,
      })
      .from(otps)
      .where(
        and(
          eq(otps.msisdn, msisdn),
          eq(otps.purpose, purpose),
          gt(otps.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    const waitS = secondsUntilResend({
      lastSentAt: recent?.lastSentAt ? new Date(recent.lastSentAt) : null,
      sendsThisHour: recent?.sends ?? 0,
      now,
      baseS: config.otp.resendS,
      maxS: config.otp.resendMaxS,
    });
    if (waitS > 0) throw tooManyRequests(waitS, 'otp_resend_wait');

    const signedIn = request.subscriberId != null;
    const standing =
      signedIn || (await confirmedRecently(tx, msisdn, now, config.otp.knownNumberDays, config.otp.ttlS))
        ? 'known'
        : 'unknown';
    const roomInS = await reserveOtpSend(deps.counters, config, log, {
      msisdn,
      operatorId: operator.id,
      ip: request.ip,
      standing,
      signedIn,
      now,
    });
    // This send is one more of the hour: the next one waits as the policy says after it.
    const nextWaitS = resendWaitS((recent?.sends ?? 0) + 1, config.otp.resendS, config.otp.resendMaxS);

    await tx
      .update(otps)
      .set({ voidedAt: now })
      .where(
        and(
          eq(otps.msisdn, msisdn),
          eq(otps.purpose, purpose),
          isNull(otps.consumedAt),
          isNull(otps.voidedAt),
        ),
      );
    // The voided code's SMS, if still waiting for the gateway, must not go out after the new one.
    await tx
      .update(smsMessages)
      .set({ status: 'failed', lastError: 'superseded by a newer code', nextAttemptAt: null })
      .where(
        and(
          eq(smsMessages.msisdn, msisdn),
          eq(smsMessages.purpose, `otp.${purpose}`),
          eq(smsMessages.status, 'queued'),
        ),
      );
    await tx.insert(otps).values({
      msisdn,
      purpose,
      subject: request.subject ?? null,
      codeHash: hashOtpCode(config.appSecret, { msisdn, purpose, code }),
      expiresAt: new Date(now.getTime() + config.otp.ttlS * 1000),
      ip: request.ip,
      createdAt: now,
    });
    // Stored already claimed for the attempt below: one write less on the sign-in path.
    const stored = await storeSms(
      tx,
      config,
      {
        msisdn,
        purpose: `otp.${purpose}`,
        subscriberId: request.subscriberId ?? null,
        text:
          otpSmsText({ purpose, code, msisdn, publicUrl: operator.publicUrl }) +
          (request.detail ? `\n${request.detail}` : ''),
      },
      { sendingNow: true },
    );
    return { sms: stored, resendAfterS: Math.max(nextWaitS, roomInS) };
  });

  const outcome = await attemptSmsDelivery(deps, sms, { deadlineMs: config.sms.sendTimeoutMs });
  if (outcome !== 'sent') {
    log.warn(
      { sms: sms.id, to: maskMsisdn(msisdn), purpose },
      'code SMS not sent at once; the job retries it',
    );
    throw serviceUnavailable('otp_sms_unavailable', Math.max(1, config.otp.resendS));
  }
  return { resend_after_s: resendAfterS, expires_in_s: config.otp.ttlS };
}
