import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { smsMessages } from '../../db/schema/index';
import type { Config } from '../../env';
import { addDays } from '../../lib/billing-period';
import { callerSettings } from '../operators';
import type {
  SubscriptionSnapshot,
  SubscriptionState,
  TransitionReason,
} from '../../lib/subscription-machine';
import type { BillingDeps } from './billing-deps';
import { billingNoticeText, ESSENTIAL_NOTICES, type BillingNotice } from './billing-sms-text';
import type { PlanRow, SubscriberRow } from './subscription-store';

/** Which notice, if any, a transition sends (docs/design.md#sms-notices-and-the-notifications-toggle). */
export function noticeFor(
  from: SubscriptionState,
  to: SubscriptionState,
  reason: TransitionReason,
): BillingNotice | null {
  if (reason === 'trial_started') return 'trial';
  if (reason === 'subscribed') return 'welcome';
  if (reason === 'plan_changed') return 'plan_changed';
  if (reason === 'reactivated') return 'reactivated';
  if (reason === 'reactivated_in_period') return 'reactivated_in_period';
  if (reason === 'renewed_by_subscriber' && from !== 'active' && from !== 'grace') return 'reactivated';
  if (reason === 'renewal_failed') return 'renewal_failed';
  if (reason === 'renewal_recovered' && from === 'suspended') return 'renewal_recovered';
  if (to === 'suspended' && from !== 'suspended') return 'suspended';
  if (to === 'cancelled' && from !== 'cancelled') return 'cancelled';
  return null;
}

export interface NoticeToStore {
  notice: BillingNotice;
  subscriber: SubscriberRow;
  /** The plan the notice is about (the new one after a change). */
  plan: PlanRow;
  /** The subscription after the transition, for the dates the notice names. */
  next: SubscriptionSnapshot;
  /** The subscription's plan, whose limits date a suspension. */
  limitsPlan: PlanRow;
  /** The price actually charged, when a charge caused the notice (it may be the agreed price, not the plan's). */
  price?: { amountMinor: number; currency: string };
}

/**
 * Stores the SMS rows of lifecycle notices inside the transaction that made the transition, so a
 * notice exists exactly when its transition committed. Alerts honour the subscriber's my-bill
 * toggle; the notices the law requires are always stored (billing-sms-text.ts says which).
 * Returns the ids to hand to `sms.send` after the commit.
 */
export async function storeNotices(
  tx: Tx,
  config: Config,
  notices: readonly NoticeToStore[],
): Promise<number[]> {
  // A retired subscriber (no number: it went to someone else) gets no notice, essential or not:
  // it would reach the new owner.
  const wanted = notices.flatMap((item) => {
    const msisdn = item.subscriber.msisdn;
    if (msisdn === null) return [];
    return ESSENTIAL_NOTICES[item.notice] || item.subscriber.notificationsEnabled
      ? [{ ...item, msisdn }]
      : [];
  });
  if (wanted.length === 0) return [];
  const rows = await tx
    .insert(smsMessages)
    .values(
      wanted.map((item) => {
        // The subscriber's operator's short code, support line and address (docs/operators.md#routing).
        const operator = callerSettings(config, item.subscriber.operatorId);
        const until =
          item.notice === 'renewal_failed'
            ? item.next.graceEndsAt
            : item.notice === 'suspended' && item.next.suspendedAt
              ? addDays(item.next.suspendedAt, item.limitsPlan.suspensionDays)
              : item.notice === 'cancelled'
                ? item.next.accessUntil
                : item.notice === 'reactivated_in_period'
                  ? item.next.nextRenewalAt
                  : null;
        return {
          msisdn: item.msisdn,
          text: billingNoticeText(item.notice, {
            planName: item.plan.name,
            priceMinor: item.price?.amountMinor ?? item.plan.priceMinor,
            currency: item.price?.currency ?? item.plan.currency,
            period: item.plan.period,
            freeTrialDays: item.plan.freeTrialDays,
            shortCode: operator.serviceShortCode,
            publicUrl: operator.publicUrl,
            supportPhone: operator.supportPhone,
            timeZone: config.timeZone,
            until,
          }),
          sender: config.sms.sender,
          purpose: `billing.${item.notice}` satisfies SmsPurpose,
          subscriberId: item.subscriber.id,
          driver: config.sms.driver,
          nextAttemptAt: new Date(),
        };
      }),
    )
    .returning({ id: smsMessages.id });
  return rows.map((row) => row.id);
}

/** Hands stored notices to the `sms.send` job, after the transaction that stored them committed. */
export async function sendStoredNotices(deps: BillingDeps, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await deps.jobs.sendSmsBatch(ids);
  } catch (error) {
    // The rows are stored: the reconcile job requeues billing notices left unsent (never lost).
    deps.log.error({ err: error, sms: ids }, 'could not queue billing notices; the reconcile job will');
  }
}

// A queued billing notice whose job was lost (a crash between commit and queueing) is requeued by
// the reconcile job once it is this old.
export const ORPHAN_NOTICE_AFTER = sql`interval '5 minutes'`;
