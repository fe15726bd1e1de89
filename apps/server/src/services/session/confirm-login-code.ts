import { eq } from 'drizzle-orm';
import type { TPlan } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { msisdnVerifications, subscribers } from '../../db/schema/index';
import type { Config } from '../../env';
import type { Lang } from '../../lib/messages';
import { listActivePlans } from '../plans';
import { NEW_NUMBER_VERIFIED_MS } from './consume-verification';
import { issueAccessToken, type IssuedAccessToken } from './issue-access-token';
import { verifyOtpThen } from './verify-otp';
import { operatorOfMsisdn } from '../operators';

export type LoginConfirmation =
  { kind: 'signed-in'; token: IssuedAccessToken } | { kind: 'choose-plan'; plans: TPlan[] };

/**
 * `POST /api/client/confirm/otp` (also the link sign-in, `check_type: "otp"`). Once the code has
 * proved the number, a subscriber gets a new token (`Code: 0`); an unknown number gets
 * the plans to choose from (`Code: 50`) and a 15-minute mark that lets `create/subscriber`
 * proceed. For a subscriber the confirmation is also a fresh consent mark (OTP_CONSENT_S) that a
 * charging action may consume. The code, the mark and the token commit together.
 */
export async function confirmLoginCode(
  db: Db,
  config: Config,
  request: {
    msisdn: string;
    code: string;
    ip?: string | null;
    userAgent?: string | null;
    /** The language of the plans offered to a new number (docs/product.md#languages). */
    lang?: Lang;
  },
): Promise<LoginConfirmation> {
  const signedIn = await verifyOtpThen(
    db,
    config,
    { msisdn: request.msisdn, purpose: 'login', code: request.code },
    async (tx, otpId, now) => {
      const [subscriber] = await tx
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(eq(subscribers.msisdn, request.msisdn));
      await tx.insert(msisdnVerifications).values({
        msisdn: request.msisdn,
        purpose: 'login',
        otpId,
        subscriberId: subscriber?.id ?? null,
        verifiedAt: now,
        expiresAt: new Date(
          now.getTime() + (subscriber ? config.otp.consentS * 1000 : NEW_NUMBER_VERIFIED_MS),
        ),
      });
      if (!subscriber) return null;
      return issueAccessToken(tx, config, {
        subscriberId: subscriber.id,
        ip: request.ip ?? null,
        userAgent: request.userAgent ?? null,
      });
    },
  );
  if (signedIn) return { kind: 'signed-in', token: signedIn };
  // A new number chooses among its own operator's plans (sign-in refused numbers of none).
  const operator = operatorOfMsisdn(config.operators, request.msisdn);
  return { kind: 'choose-plan', plans: operator ? await listActivePlans(db, request.lang, operator.id) : [] };
}
