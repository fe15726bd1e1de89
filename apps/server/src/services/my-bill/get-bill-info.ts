import { desc, eq } from 'drizzle-orm';
import type { TBillInfo } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { subscribers, transactions } from '../../db/schema/index';
import { unauthorized } from '../../lib/http-error';
import type { Lang } from '../../lib/messages';
import { priceToCharge } from '../../lib/price-schedule';
import {
  agreedPriceOf,
  findCurrentSubscription,
  findScheduledPrices,
  planPriceOf,
  presentTransaction,
} from '../billing';
import { presentSubscriber, presentSubscription } from '../subscribers';

/**
 * My bill information (docs/design.md#my-bill): who, the current subscription, the latest ledger row, and the
 * next renewal charge (when one is scheduled: never for a pending or cancelled subscription) at
 * the price it will really take: the agreed one, or a notified change once it is in force; and a
 * notified change still to come (docs/security.md#prices-and-consent).
 */
export async function getBillInfo(db: Db, subscriberId: number, lang: Lang = 'ar'): Promise<TBillInfo> {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, subscriberId));
  // Retired meanwhile (the number went to someone else): the session is over.
  if (!subscriber || subscriber.msisdn === null) throw unauthorized();
  const current = await findCurrentSubscription(db, subscriberId);
  const [last] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.subscriberId, subscriberId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  const next = current?.subscription.nextRenewalAt;
  const scheduled = current
    ? ((await findScheduledPrices(db, [current.subscription.id])).get(current.subscription.id) ?? null)
    : null;
  const nextPrice =
    current && next
      ? priceToCharge({
          cause: 'renewal',
          stateBefore: current.subscription.state,
          agreed: agreedPriceOf(current.subscription),
          plan: planPriceOf(current.plan),
          scheduled,
          periodStart: next,
        })
      : null;
  return {
    subscriber: presentSubscriber(subscriber),
    subscription: current ? presentSubscription(current.subscription, current.plan, lang) : null,
    last_charge: last ? presentTransaction(last) : null,
    next_charge:
      next && nextPrice
        ? { at: next.toISOString(), amount_minor: nextPrice.amountMinor, currency: nextPrice.currency }
        : null,
    price_change:
      scheduled && !scheduled.noticeFailed && current?.subscription.state !== 'cancelled'
        ? {
            from: scheduled.effectiveFrom.toISOString(),
            amount_minor: scheduled.amountMinor,
            currency: scheduled.currency,
          }
        : null,
  };
}
