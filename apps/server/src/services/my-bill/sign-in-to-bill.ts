import { eq } from 'drizzle-orm';
import type { TBillInfo } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema/index';
import type { Config } from '../../env';
import { issueAccessToken, type IssuedAccessToken, verifyOtp } from '../session';
import { getBillInfo } from './get-bill-info';

export type BillSignIn =
  { kind: 'subscriber'; token: IssuedAccessToken; bill: TBillInfo } | { kind: 'not-subscriber' };

/**
 * `/mybill` sign-in, step 2: the `mybill` code sent to the number proves the caller holds
 * it; only then is anything about the number looked up. A wrong code is the usual 422 on `otp`,
 * whether or not the number subscribes, so the guest calls reveal nothing without the code. With
 * the code, a subscriber sees the bill and gets a bill token: the bill routes need a token, and a
 * code to the number proves less than a sign-in (a family member checking its charges), so the
 * token opens those routes only (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
 */
export async function signInToBill(
  db: Db,
  config: Config,
  request: { msisdn: string; code: string; ip?: string | null; userAgent?: string | null },
): Promise<BillSignIn> {
  await verifyOtp(db, config, { msisdn: request.msisdn, purpose: 'mybill', code: request.code });
  const [subscriber] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.msisdn, request.msisdn));
  if (!subscriber) return { kind: 'not-subscriber' };
  const token = await issueAccessToken(db, config, {
    subscriberId: subscriber.id,
    ip: request.ip ?? null,
    userAgent: request.userAgent ?? null,
    scope: 'bill',
  });
  return { kind: 'subscriber', token, bill: await getBillInfo(db, subscriber.id) };
}
