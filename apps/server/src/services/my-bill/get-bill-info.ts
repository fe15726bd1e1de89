import { desc, eq } from 'drizzle-orm';
import type { TBillInfo } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { subscribers, transactions } from '../../db/schema/index';
import { unauthorized } from '../../lib/http-error';
import { presentTransaction } from '../billing/present-transaction';
import { findCurrentSubscription } from '../billing/subscription-store';
import { presentSubscriber, presentSubscription } from '../subscribers/present-subscriber';

/**
 * My bill information: who, the current subscription, the latest ledger row, and the
 * next renewal charge (when one is scheduled: never for a pending or cancelled subscription).
 */
export async function getBillInfo(db: Db, subscriberId: number): Promise<TBillInfo> {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, subscriberId));
  if (!subscriber) throw unauthorized();
  const current = await findCurrentSubscription(db, subscriberId);
  const [last] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.subscriberId, subscriberId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  const next = current?.subscription.nextRenewalAt;
  return {
    subscriber: presentSubscriber(subscriber),
    subscription: current ? presentSubscription(current.subscription, current.plan) : null,
    last_charge: last ? presentTransaction(last) : null,
    next_charge:
      current && next
        ? { at: next.toISOString(), amount_minor: current.plan.priceMinor, currency: current.plan.currency }
        : null,
  };
}
