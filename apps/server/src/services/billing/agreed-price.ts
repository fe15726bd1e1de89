import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { smsMessages, subscriptionPriceChanges } from '../../db/schema/index';
import type { Price, ScheduledPrice } from '../../lib/price-schedule';
import type { SubscriptionRow } from './subscription-store';

/** The price a subscription agreed to (docs/security.md#prices-and-consent). */
export const agreedPriceOf = (row: Pick<SubscriptionRow, 'agreedPriceMinor' | 'agreedCurrency'>): Price => ({
  amountMinor: row.agreedPriceMinor,
  currency: row.agreedCurrency,
});

export const planPriceOf = (plan: { priceMinor: number; currency: string }): Price => ({
  amountMinor: plan.priceMinor,
  currency: plan.currency,
});

/** The pending price change of each of these subscriptions, with whether its notice was given up. */
export async function findScheduledPrices(
  db: Db | Tx,
  subscriptionIds: readonly string[],
): Promise<Map<string, ScheduledPrice>> {
  const found = new Map<string, ScheduledPrice>();
  if (subscriptionIds.length === 0) return found;
  const rows = await db
    .select({
      subscriptionId: subscriptionPriceChanges.subscriptionId,
      amountMinor: subscriptionPriceChanges.toPriceMinor,
      currency: subscriptionPriceChanges.toCurrency,
      effectiveFrom: subscriptionPriceChanges.effectiveFrom,
      noticeStatus: smsMessages.status,
    })
    .from(subscriptionPriceChanges)
    .leftJoin(smsMessages, eq(smsMessages.id, subscriptionPriceChanges.noticeSmsId))
    .where(
      and(
        inArray(subscriptionPriceChanges.subscriptionId, [...subscriptionIds]),
        eq(subscriptionPriceChanges.status, 'scheduled'),
      ),
    );
  for (const row of rows) {
    found.set(row.subscriptionId, {
      amountMinor: row.amountMinor,
      currency: row.currency,
      effectiveFrom: row.effectiveFrom,
      // No notice row at all counts as not told either.
      noticeFailed: row.noticeStatus === null || row.noticeStatus === 'failed',
    });
  }
  return found;
}

export interface AgreedCharge {
  subscriptionId: string;
  amountMinor: number;
  currency: string;
  /** A fresh agreement to the plan's price (isFreshConsent): any pending change is superseded. */
  fresh: boolean;
}

/**
 * After successful charges: each subscription has now agreed to what it paid. A pending change
 * whose price was paid is `applied`; after a fresh agreement any other pending change is
 * `superseded` (the subscriber chose the current price with a code of their own).
 */
export async function recordAgreedPrices(tx: Tx, charges: readonly AgreedCharge[]): Promise<void> {
  if (charges.length === 0) return;
  const values = JSON.stringify(
    charges.map((charge) => ({
      id: charge.subscriptionId,
      amount: charge.amountMinor,
      currency: charge.currency,
      fresh: charge.fresh,
    })),
  );
  await tx.execute(sql`
    update subscriptions s set
      price_agreed_at = case
        when v.fresh or s.agreed_price_minor <> v.amount or s.agreed_currency <> v.currency then now()
        else s.price_agreed_at end,
      agreed_price_minor = v.amount,
      agreed_currency = v.currency
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, amount int, currency text, fresh boolean)
    where s.id = v.id
      -- An ordinary renewal at the agreed price changes nothing: no second write of the row.
      and (v.fresh or s.agreed_price_minor <> v.amount or s.agreed_currency <> v.currency)
  `);
  await tx.execute(sql`
    update subscription_price_changes c set
      status = case when c.to_price_minor = v.amount and c.to_currency = v.currency
        then 'applied'::price_change_status else 'superseded'::price_change_status end,
      settled_at = now()
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, amount int, currency text, fresh boolean)
    where c.subscription_id = v.id and c.status = 'scheduled'
      and (v.fresh or (c.to_price_minor = v.amount and c.to_currency = v.currency))
  `);
}
