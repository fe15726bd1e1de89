import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema/index';

/**
 * The subscriber of a number, or null: exactly what decides `confirm/otp`'s `Code: 0` (a subscribers
 * row for the number, whatever its subscription's state; see services/session/confirm-login-code.ts).
 */
export async function findSubscriberId(db: Db, msisdn: string): Promise<number | null> {
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.msisdn, msisdn));
  return row?.id ?? null;
}
