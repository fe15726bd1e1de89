import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { plans, smsMessages, subscribers, subscriptions } from '../../db/schema/index';
import type { Config } from '../../env';
import { DAY_MS } from '../../lib/billing-period';
import { callerSettings } from '../operators';
import {
  nextStopReminderAt,
  priceToCharge,
  renewalReminderDue,
  STOP_REMINDER_STATES,
  TRIAL_REMINDER_DAYS,
} from '../../lib/price-schedule';
import { agreedPriceOf, findScheduledPrices, planPriceOf } from './agreed-price';
import type { BillingDeps } from './billing-deps';
import { sendStoredNotices } from './billing-notices';
import {
  howToStopText,
  receiptText,
  renewalReminderText,
  trialEndingText,
  type ReminderContext,
} from './reminder-sms-text';
import type { PlanRow, SubscriberRow } from './subscription-store';

/** What one reminder run sent. */
export interface ReminderCounts {
  renewal: number;
  trial_end: number;
  how_to_stop: number;
}

/** SMS purposes of reminders and receipts (`billing.*`: the reconcile job requeues any lost job). */
export const REMINDER_PURPOSES = {
  renewal: 'billing.reminder.renewal',
  trial_end: 'billing.reminder.trial_end',
  how_to_stop: 'billing.reminder.how_to_stop',
  receipt: 'billing.receipt',
} as const satisfies Record<string, SmsPurpose>;

interface ReminderSms {
  /** Null for a retired subscriber (the number went to someone else): nothing is sent. */
  msisdn: string | null;
  subscriberId: number;
  text: string;
  purpose: SmsPurpose;
  /** One SMS per subscription and occasion, whoever tries to send it and however often. */
  dedupeKey: string;
}

/**
 * Stores reminder SMS, each at most once per idempotency key (`on conflict do nothing`, so a
 * retried job, a second worker or a repeated sweep inserts nothing). Returns the ids inserted now.
 * Reminders are SMS only: they never write a ledger row, so they never cost the subscriber.
 */
export async function storeReminderSms(
  tx: Tx,
  config: Config,
  messages: readonly ReminderSms[],
): Promise<number[]> {
  const sendable = messages.flatMap(({ msisdn, ...message }) =>
    msisdn === null ? [] : [{ ...message, msisdn }],
  );
  if (sendable.length === 0) return [];
  const rows = await tx
    .insert(smsMessages)
    .values(
      sendable.map((message) => ({
        msisdn: message.msisdn,
        text: message.text,
        sender: config.sms.sender,
        purpose: message.purpose,
        subscriberId: message.subscriberId,
        driver: config.sms.driver,
        nextAttemptAt: new Date(),
        dedupeKey: message.dedupeKey,
      })),
    )
    .onConflictDoNothing({ target: smsMessages.dedupeKey, where: sql`${smsMessages.dedupeKey} is not null` })
    .returning({ id: smsMessages.id });
  return rows.map((row) => row.id);
}

/** A reminder's wording: the plan's operator's (its subscriber's) short code and address. */
const contextOf = (config: Config, plan: PlanRow): ReminderContext => {
  const operator = callerSettings(config, plan.operatorId);
  return {
    planName: plan.name,
    period: plan.period,
    shortCode: operator.serviceShortCode,
    publicUrl: operator.publicUrl,
    timeZone: config.timeZone,
  };
};

export interface ReceiptToStore {
  transactionId: number;
  subscriber: SubscriberRow;
  plan: PlanRow;
  amountMinor: number;
  currency: string;
  nextRenewalAt: Date | null;
  /** The renewal ended a suspension: the receipt also says the service is back. */
  recovered: boolean;
}

/** The receipts of successful renewals, one per ledger row (`billing.receipt:<transaction>`). */
export function receiptMessages(config: Config, receipts: readonly ReceiptToStore[]): ReminderSms[] {
  return receipts.map((receipt) => ({
    msisdn: receipt.subscriber.msisdn,
    subscriberId: receipt.subscriber.id,
    text: receiptText(contextOf(config, receipt.plan), receipt),
    purpose: REMINDER_PURPOSES.receipt,
    dedupeKey: `${REMINDER_PURPOSES.receipt}:${receipt.transactionId}`,
  }));
}

const BATCH = 500;

/**
 * Renewal and trial-end reminders due at `now`, one claim batch at a time: subscriptions whose
 * next renewal is near, locked `FOR UPDATE SKIP LOCKED` (so workers never share one), each marked
 * with the renewal instant it was handled for. The SMS key makes a repeat impossible even if two
 * runs saw the same renewal.
 */
async function sendRenewalReminders(deps: BillingDeps, now: Date, counts: ReminderCounts): Promise<void> {
  const { config } = deps;
  const renewalHorizon = new Date(now.getTime() + config.billing.renewalReminderDays * DAY_MS);
  const trialHorizon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS);
  // The candidates, by the due index's column: a trial's first charge within a day, any other
  // renewal within RENEWAL_REMINDER_DAYS; renewalReminderDue has the final word (daily plans).
  const window = and(
    eq(subscriptions.state, 'active'),
    gt(subscriptions.nextRenewalAt, now),
    sql`${subscriptions.remindedRenewalAt} is distinct from ${subscriptions.nextRenewalAt}`,
    sql`(case when ${subscriptions.trialEndsAt} = ${subscriptions.nextRenewalAt}
      then ${subscriptions.nextRenewalAt} <= ${trialHorizon.toISOString()}::timestamptz
      else ${subscriptions.nextRenewalAt} <= ${renewalHorizon.toISOString()}::timestamptz end)`,
  );
  for (;;) {
    const { claimed, handled, smsIds, messages } = await deps.database.db.transaction(async (tx) => {
      const rows = await tx
        .select({ subscription: subscriptions, plan: plans, subscriber: subscribers })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
        .where(window)
        .orderBy(asc(subscriptions.nextRenewalAt))
        .limit(BATCH)
        .for('update', { of: subscriptions, skipLocked: true });
      if (rows.length === 0)
        return { claimed: 0, handled: 0, smsIds: [] as number[], messages: [] as ReminderSms[] };
      const scheduled = await findScheduledPrices(
        tx,
        rows.map((row) => row.subscription.id),
      );
      const messages: ReminderSms[] = [];
      const done: string[] = [];
      for (const { subscription, plan, subscriber } of rows) {
        const due = renewalReminderDue(
          { ...subscription, period: plan.period },
          now,
          config.billing.renewalReminderDays,
        );
        if (due === 'later') continue;
        // Handled, reminded or not (a daily plan has none): it leaves the window until it renews.
        done.push(subscription.id);
        if (due === 'none') continue;
        const at = subscription.nextRenewalAt!;
        // The price the renewal will charge: the agreed one, or a notified change due by then.
        const price = priceToCharge({
          cause: 'renewal',
          stateBefore: subscription.state,
          agreed: agreedPriceOf(subscription),
          plan: planPriceOf(plan),
          scheduled: scheduled.get(subscription.id) ?? null,
          periodStart: at,
        });
        const context = contextOf(config, plan);
        messages.push({
          msisdn: subscriber.msisdn,
          subscriberId: subscriber.id,
          text:
            due === 'trial_end'
              ? trialEndingText(context, { at, ...price })
              : renewalReminderText(context, { at, ...price }),
          purpose: REMINDER_PURPOSES[due],
          dedupeKey: `${REMINDER_PURPOSES[due]}:${subscription.id}:${at.toISOString()}`,
        });
      }
      if (done.length > 0) {
        await tx
          .update(subscriptions)
          .set({ remindedRenewalAt: sql`${subscriptions.nextRenewalAt}` })
          .where(inArray(subscriptions.id, done));
      }
      return {
        claimed: rows.length,
        handled: done.length,
        smsIds: await storeReminderSms(tx, config, messages),
        messages,
      };
    });
    for (const message of messages) {
      if (message.purpose === REMINDER_PURPOSES.renewal) counts.renewal++;
      else counts.trial_end++;
    }
    await sendStoredNotices(deps, smsIds);
    // A full batch that was all handled may have more behind it; never spin on rows not yet due.
    if (claimed < BATCH || handled === 0) return;
  }
}

/** The monthly "how to stop" reminder of every chargeable subscription whose month has come. */
async function sendStopReminders(deps: BillingDeps, now: Date, counts: ReminderCounts): Promise<void> {
  const { config } = deps;
  for (;;) {
    const { claimed, smsIds } = await deps.database.db.transaction(async (tx) => {
      const rows = await tx
        .select({ subscription: subscriptions, plan: plans, subscriber: subscribers })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
        .where(
          and(
            inArray(subscriptions.state, [...STOP_REMINDER_STATES]),
            lte(subscriptions.nextStopReminderAt, now),
          ),
        )
        .orderBy(asc(subscriptions.nextStopReminderAt))
        .limit(BATCH)
        .for('update', { of: subscriptions, skipLocked: true });
      if (rows.length === 0) return { claimed: 0, smsIds: [] as number[] };
      const messages: ReminderSms[] = rows.map(({ subscription, plan, subscriber }) => ({
        msisdn: subscriber.msisdn,
        subscriberId: subscriber.id,
        text: howToStopText(contextOf(config, plan), agreedPriceOf(subscription)),
        purpose: REMINDER_PURPOSES.how_to_stop,
        dedupeKey: `${REMINDER_PURPOSES.how_to_stop}:${subscription.id}:${subscription.nextStopReminderAt!.toISOString()}`,
      }));
      const next = rows.map(({ subscription }) => ({
        id: subscription.id,
        at: nextStopReminderAt(subscription.nextStopReminderAt!, now, config.timeZone).toISOString(),
      }));
      await tx.execute(sql`
        update subscriptions s set next_stop_reminder_at = v.at
        from jsonb_to_recordset(${JSON.stringify(next)}::jsonb) as v(id uuid, at timestamptz)
        where s.id = v.id
      `);
      const ids = await storeReminderSms(tx, config, messages);
      counts.how_to_stop += ids.length;
      return { claimed: rows.length, smsIds: ids };
    });
    await sendStoredNotices(deps, smsIds);
    if (claimed < BATCH) return;
  }
}

/**
 * Every reminder due at `now` (docs/security.md#prices-and-consent): renewal reminders of weekly
 * and monthly plans RENEWAL_REMINDER_DAYS ahead, trial endings a day ahead, and the monthly "how
 * to stop". Free SMS, always sent (they protect the subscriber), each once per occasion. The
 * `billing.reminders` job, `npm run billing:sweep -- --now ISO` and `POST /api/dev/billing/sweep`
 * run it, so tests can move time.
 */
export async function sendDueReminders(deps: BillingDeps, now: Date): Promise<ReminderCounts> {
  const counts: ReminderCounts = { renewal: 0, trial_end: 0, how_to_stop: 0 };
  await sendRenewalReminders(deps, now, counts);
  await sendStopReminders(deps, now, counts);
  return counts;
}
