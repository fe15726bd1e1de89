import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { msisdnVerifications } from '../../db/schema/index';
import type { OtpPurpose } from '../../lib/otp-policy';

/**
 * After Code 50 the number stays verified this long for `create/subscriber`
 * (docs/design.md#sign-in-and-sign-up).
 */
export const NEW_NUMBER_VERIFIED_MS = 15 * 60_000;

/**
 * Uses up a live "verified" mark (a fresh consent, docs/design.md#consent): the newest unexpired, unused mark
 * of this number for one of `purposes`. Call it inside the transaction of the action it authorises,
 * so one confirmation authorises one action. `subscriberId: null` asks for a mark of a number that
 * was not a subscriber yet (the Code 50 path); a number asks for that subscriber's marks.
 */
export async function consumeVerification(
  tx: Tx,
  request: { msisdn: string; purposes: readonly OtpPurpose[]; subscriberId: number | null; now?: Date },
): Promise<{ id: number; purpose: OtpPurpose } | null> {
  const now = request.now ?? new Date();
  const [mark] = await tx
    .select({ id: msisdnVerifications.id, purpose: msisdnVerifications.purpose })
    .from(msisdnVerifications)
    .where(
      and(
        eq(msisdnVerifications.msisdn, request.msisdn),
        inArray(msisdnVerifications.purpose, [...request.purposes]),
        request.subscriberId === null
          ? isNull(msisdnVerifications.subscriberId)
          : eq(msisdnVerifications.subscriberId, request.subscriberId),
        isNull(msisdnVerifications.consumedAt),
        gt(msisdnVerifications.expiresAt, now),
      ),
    )
    .orderBy(desc(msisdnVerifications.expiresAt))
    .limit(1)
    // A second request racing for the same mark waits here, then finds it consumed.
    .for('update');
  if (!mark) return null;
  const used = await tx
    .update(msisdnVerifications)
    .set({ consumedAt: now })
    .where(and(eq(msisdnVerifications.id, mark.id), isNull(msisdnVerifications.consumedAt)))
    .returning({ id: msisdnVerifications.id });
  return used.length ? mark : null;
}
