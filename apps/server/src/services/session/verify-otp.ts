import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otps } from '../../db/schema/index';
import type { Config } from '../../env';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import { checkOtp, hashOtpCode, type OtpCheck, type OtpPurpose } from '../../lib/otp-policy';

const refusals: Record<Exclude<OtpCheck, 'ok'>, MessageKey> = {
  missing: 'otp_invalid',
  wrong: 'otp_invalid',
  expired: 'otp_expired',
  burnt: 'otp_burnt',
};

/**
 * Checks a code against the open code of this number and purpose (docs/design.md#one-time-codes): single use
 * (consumed on success), burnt by the OTP_MAX_ATTEMPTS-th wrong try, dead once expired. The row is locked so
 * two racing tries cannot both use one code or both escape the attempt count. A refusal is a 422
 * on `otp`, thrown after the transaction so that the counted attempt is kept.
 */
export async function verifyOtp(
  db: Db,
  config: Config,
  request: { msisdn: string; purpose: OtpPurpose; code: string },
): Promise<{ otpId: number }> {
  return verifyOtpThen(db, config, request, (_tx, otpId) => Promise.resolve({ otpId }));
}

/**
 * `verifyOtp`, then `onVerified` in the same transaction as the code's consumption: what the code
 * authorises (a token, a verified mark) commits with it or not at all, in one commit.
 */
export async function verifyOtpThen<T>(
  db: Db,
  config: Config,
  request: { msisdn: string; purpose: OtpPurpose; code: string },
  onVerified: (tx: Tx, otpId: number, now: Date) => Promise<T>,
): Promise<T> {
  const candidate = hashOtpCode(config.appSecret, request);
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(otps)
      .where(
        and(
          eq(otps.msisdn, request.msisdn),
          eq(otps.purpose, request.purpose),
          isNull(otps.consumedAt),
          isNull(otps.voidedAt),
        ),
      )
      .for('update');
    const outcome = checkOtp(stored, candidate, { now, maxAttempts: config.otp.maxAttempts });
    if (!stored) return { outcome };
    if (outcome === 'ok') {
      await tx.update(otps).set({ consumedAt: now }).where(eq(otps.id, stored.id));
      return { outcome, value: await onVerified(tx, stored.id, now) };
    }
    if (outcome === 'wrong') {
      await tx
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(eq(otps.id, stored.id));
    } else if (outcome === 'burnt') {
      await tx
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1`, voidedAt: now })
        .where(eq(otps.id, stored.id));
    }
    return { outcome };
  });
  if (result.outcome !== 'ok' || !('value' in result)) {
    throw unprocessable({ otp: [refusals[result.outcome === 'ok' ? 'missing' : result.outcome]] });
  }
  return result.value as T;
}
