import type { Db } from '../../db/client';
import { msisdnVerifications } from '../../db/schema/index';
import type { Config } from '../../env';
import type { AuthSubscriber } from '../../lib/auth';
import { verifyOtp } from './verify-otp';

/**
 * `POST /api/client/profile/confirm/otp {otp}`: checks the `profile` code that `generate/otp` sent
 * to the signed-in subscriber's own number. A right code leaves a consent mark valid for
 * OTP_CONSENT_S, which a charging action consumes (`consumeVerification` with purpose
 * `profile`).
 */
export async function confirmProfileCode(
  db: Db,
  config: Config,
  subscriber: AuthSubscriber,
  code: string,
): Promise<void> {
  const { otpId } = await verifyOtp(db, config, { msisdn: subscriber.msisdn, purpose: 'profile', code });
  const now = new Date();
  await db.insert(msisdnVerifications).values({
    msisdn: subscriber.msisdn,
    purpose: 'profile',
    otpId,
    subscriberId: subscriber.id,
    verifiedAt: now,
    expiresAt: new Date(now.getTime() + config.otp.consentS * 1000),
  });
}
