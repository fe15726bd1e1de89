import { eq } from 'drizzle-orm';
import type { TSubscription, TTransaction } from '@sarraf/contracts';
import { plans, subscribers, subscriptions, transactions } from '../../db/schema/index';
import { chargePeriod, transition } from '../../lib/subscription-machine';
import { presentSubscription, type SubscribeConsent } from '../subscribers';
import type { BillingDeps } from './billing-deps';
import { noticeFor, sendStoredNotices, storeNotices } from './billing-notices';
import { chargeAndSettle } from './charge-subscription';
import { chargeDescription, openCharges } from './open-charges';
import { recordEvents, toSnapshot, toTerms, writeSnapshots } from './subscription-store';

export interface StartedSubscription {
  subscription: TSubscription;
  /** The first charge's ledger row; null when the plan starts with a free trial. */
  charge: TTransaction | null;
}

/**
 * The first charge of a new subscription (`create/subscriber` creates subscriber and
 * subscription, then attempts the first charge). The consent is the Code 50 confirmation that
 * `create/subscriber` has just used up. A plan with a free trial starts `active` without a charge;
 * otherwise the charge is written `pending` (reference `first:<subscription>:<period start>`),
 * sent, and settled: `active` on success, still `pending_payment` with the failed row in my bill
 * otherwise (the subscriber can pay later by activation or renew, with a new consent).
 *
 * With `BILLING_FIRST_CHARGE=operator` no charge is sent: the subscription stays `pending_payment`
 * until the operator reports its first payment.
 *
 * Runs once per subscription: a subscription that is no longer pending, or already has a charge,
 * is returned as it is.
 */
export async function startSubscription(
  deps: BillingDeps,
  subscriptionId: string,
  options: { consent?: SubscribeConsent } = {},
): Promise<StartedSubscription> {
  const now = new Date();
  const { step, smsIds } = await deps.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ subscription: subscriptions, plan: plans, subscriber: subscribers })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
      .where(eq(subscriptions.id, subscriptionId))
      .for('update', { of: subscriptions });
    if (!current) throw new Error(`subscription ${subscriptionId} does not exist`);
    const { subscription, plan } = current;
    const [earlier] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.subscriptionId, subscriptionId))
      .limit(1);
    const msisdn = current.subscriber.msisdn;
    // A retired subscriber (the number went to someone else) is never charged; retiring cancels the
    // subscription, so this is the cancelled one as it stands.
    if (subscription.state !== 'pending_payment' || earlier || msisdn === null) {
      return {
        step: { kind: 'done' as const, subscription: presentSubscription(subscription, plan) },
        smsIds: [],
      };
    }
    await recordEvents(tx, [
      {
        subscriptionId,
        fromState: null,
        toState: 'pending_payment',
        reason: 'created',
        actor: 'subscriber',
        ...(options.consent ? { details: { consent: options.consent } } : {}),
      },
    ]);

    if (plan.freeTrialDays > 0) {
      const decided = transition(toSnapshot(subscription), toTerms(plan), { type: 'start_trial', at: now });
      if (!decided.ok) throw new Error(`free trial refused: ${decided.refusal}`);
      await writeSnapshots(tx, [{ id: subscriptionId, snapshot: decided.next }]);
      await recordEvents(tx, [
        {
          subscriptionId,
          fromState: decided.from,
          toState: decided.to,
          reason: decided.reason,
          actor: 'system',
        },
      ]);
      const notice = noticeFor(decided.from, decided.to, decided.reason);
      const ids = notice
        ? await storeNotices(tx, deps.config, [
            { notice, subscriber: current.subscriber, plan, next: decided.next, limitsPlan: plan },
          ])
        : [];
      return {
        step: {
          kind: 'done' as const,
          subscription: presentSubscription({ ...subscription, ...decided.next, updatedAt: now }, plan),
        },
        smsIds: ids,
      };
    }

    if (deps.config.billing.firstCharge === 'operator') {
      // The operator takes the first payment itself and reports it like a renewal, which starts
      // the subscription (docs/design.md#who-charges-renewals); until then it waits, unpaid.
      return {
        step: { kind: 'done' as const, subscription: presentSubscription(subscription, plan) },
        smsIds: [],
      };
    }

    const [charge] = await openCharges(tx, [
      {
        cause: 'first',
        subscriptionId,
        subscriberId: subscription.subscriberId,
        planId: plan.id,
        msisdn,
        amountMinor: plan.priceMinor,
        currency: plan.currency,
        ...chargePeriod(toSnapshot(subscription), 'first', plan, now, deps.config.timeZone),
        description: chargeDescription('first', plan.name),
      },
    ]);
    return {
      step: {
        kind: 'charge' as const,
        charge: charge!,
        subscription: presentSubscription(subscription, plan),
      },
      smsIds: [],
    };
  });
  await sendStoredNotices(deps, smsIds);
  if (step.kind === 'done') return { subscription: step.subscription, charge: null };

  const result = await chargeAndSettle(deps, step.charge, 'subscriber');
  return { subscription: result.subscription ?? step.subscription, charge: result.charge };
}
