import { and, eq, isNull } from 'drizzle-orm';
import { otps } from '../../db/schema/index';
import type { AuthSubscriber } from '../../lib/auth';
import { unprocessable } from '../../lib/http-error';
import type { OtpPurpose } from '../../lib/otp-policy';
import type { SubscriptionState } from '../../lib/subscription-machine';
import { sendOtp, type SendOtpDeps, verifyOtp } from '../session';
import type { BillingDeps } from './billing-deps';
import { refused } from './billing-errors';
import { chargeCodeLine } from './billing-sms-text';
import {
  chargeSubscription,
  decideCharge,
  type ActionOutcome,
  type ChargeAction,
  type DecidedCharge,
} from './charge-subscription';
import { cancelSubscription } from './cancel-subscription';
import { findCurrentSubscription, hasChargeInFlight } from './subscription-store';

/**
 * The request/confirm pairs (unsubscribe, activation, change of plan; docs/design.md#consent). Each request
 * sends a code bound to its purpose and, for the two that charge, to the plan and the amount the
 * SMS names (`otps.subject`): the confirmed code is the consent to that charge and no other.
 * Requests check first that the action makes sense, so no code is sent for nothing.
 */

/**
 * What a code's confirmation authorises, bound to the code (`otps.subject`): the plan, and the
 * amount taken now (0 for a reactivation within the period paid). A code confirmed when the answer
 * has changed meanwhile (the price was edited, the paid period ran out) is refused: the SMS named
 * another amount.
 */
const subjectOf = (decided: DecidedCharge) =>
  `${decided.plan.id}:${decided.free ? 0 : decided.price.amountMinor}:${decided.price.currency}`;

/** The SMS line naming the amount the code authorises (price, currency, period; when it is taken). */
const amountLine = (decided: DecidedCharge, zone: string) =>
  chargeCodeLine({
    planName: decided.plan.name,
    amountMinor: decided.price.amountMinor,
    currency: decided.price.currency,
    period: decided.plan.period,
    renewsAt: decided.free ? decided.renewsAt : null,
    zone,
  });

/** A code that names another plan or amount than the one being confirmed is refused. */
const otherPlan = () => unprocessable({ otp: ['otp_other_plan'] });

/**
 * The action an `activation` code confirms, by the subscription's state: paying a pending one,
 * renewing a failed renewal (grace, suspended), coming back after a cancellation (free within the
 * period paid). Nothing for an active subscription: no code is sent for nothing.
 */
const ACTIVATION_ACTION: Record<SubscriptionState, ChargeAction | null> = {
  pending_payment: 'reactivate',
  active: null,
  grace: 'renew',
  suspended: 'renew',
  cancelled: 'reactivate',
};

async function activatable(deps: Pick<BillingDeps, 'database' | 'config'>, subscriber: AuthSubscriber) {
  const current = await findCurrentSubscription(deps.database.db, subscriber.id);
  if (!current) throw refused('no_subscription');
  const action = ACTIVATION_ACTION[current.subscription.state];
  if (!action) throw refused('already_active');
  const decided = await decideCharge(deps.database.db, current, { action }, new Date(), deps.config.timeZone);
  return { current, action, decided };
}

async function changeTarget(
  deps: Pick<BillingDeps, 'database' | 'config'>,
  subscriber: AuthSubscriber,
  planId: string,
) {
  const current = await findCurrentSubscription(deps.database.db, subscriber.id);
  if (!current) throw refused('no_subscription');
  const decided = await decideCharge(
    deps.database.db,
    current,
    { action: 'change', planId },
    new Date(),
    deps.config.timeZone,
  );
  return { current, decided };
}

/**
 * Refuses, before the code is even checked, an open code of this purpose that names another plan
 * (the subscriber asked for a code, then picked another plan): no attempt is spent on it. With no
 * open code, verifyOtp gives the usual answer.
 */
async function assertOpenCodeNames(
  deps: Pick<BillingDeps, 'database'>,
  msisdn: string,
  purpose: OtpPurpose,
  subject: string,
) {
  const [row] = await deps.database.db
    .select({ subject: otps.subject })
    .from(otps)
    .where(
      and(eq(otps.msisdn, msisdn), eq(otps.purpose, purpose), isNull(otps.consumedAt), isNull(otps.voidedAt)),
    );
  if (row && row.subject !== subject) throw otherPlan();
}

async function codeSubject(deps: Pick<BillingDeps, 'database'>, otpId: number): Promise<string | null> {
  const [row] = await deps.database.db.select({ subject: otps.subject }).from(otps).where(eq(otps.id, otpId));
  return row?.subject ?? null;
}

// ─── unsubscribe ────────────────────────────────────────────────────────────────────────────────

export async function requestUnsubscribe(deps: SendOtpDeps, subscriber: AuthSubscriber, ip: string | null) {
  const current = await findCurrentSubscription(deps.database.db, subscriber.id);
  if (!current) throw refused('no_subscription');
  if (current.subscription.state === 'cancelled') throw refused('already_cancelled');
  return sendOtp(deps, {
    msisdn: subscriber.msisdn,
    purpose: 'unsubscribe',
    ip,
    subscriberId: subscriber.id,
  });
}

export async function confirmUnsubscribe(deps: BillingDeps, subscriber: AuthSubscriber, code: string) {
  await verifyOtp(deps.database.db, deps.config, { msisdn: subscriber.msisdn, purpose: 'unsubscribe', code });
  const result = await cancelSubscription(deps, subscriber.id, {
    actor: 'subscriber',
    reason: 'unsubscribe_confirmed',
  });
  if (!result.ok) throw refused(result.refusal);
  return result.current;
}

// ─── activation ─────────────────────────────────────────────────────────────────────────────────

export async function requestActivation(deps: SendOtpDeps, subscriber: AuthSubscriber, ip: string | null) {
  const { decided } = await activatable(deps, subscriber);
  return sendOtp(deps, {
    msisdn: subscriber.msisdn,
    purpose: 'activation',
    ip,
    subscriberId: subscriber.id,
    subject: subjectOf(decided),
    detail: amountLine(decided, deps.config.timeZone),
  });
}

/**
 * The activation code is the consent to what its SMS named: the first payment, a renewal after a
 * failed one, or a reactivation (free within the period paid).
 */
export async function confirmActivation(
  deps: BillingDeps,
  subscriber: AuthSubscriber,
  code: string,
): Promise<ActionOutcome> {
  const { action, decided } = await activatable(deps, subscriber);
  const subject = subjectOf(decided);
  await assertOpenCodeNames(deps, subscriber.msisdn, 'activation', subject);
  const { otpId } = await verifyOtp(deps.database.db, deps.config, {
    msisdn: subscriber.msisdn,
    purpose: 'activation',
    code,
  });
  if ((await codeSubject(deps, otpId)) !== subject) throw otherPlan();
  return chargeSubscription(deps, { subscriber, action, consent: 'code' });
}

// ─── change of plan ─────────────────────────────────────────────────────────────────────────────

export async function requestChange(
  deps: SendOtpDeps,
  subscriber: AuthSubscriber,
  planId: string,
  ip: string | null,
) {
  const { current, decided } = await changeTarget(deps, subscriber, planId);
  if (await hasChargeInFlight(deps.database.db, current.subscription.id)) throw refused('charge_in_progress');
  return sendOtp(deps, {
    msisdn: subscriber.msisdn,
    purpose: 'change',
    ip,
    subscriberId: subscriber.id,
    subject: subjectOf(decided),
    detail: amountLine(decided, deps.config.timeZone),
  });
}

export async function confirmChange(
  deps: BillingDeps,
  subscriber: AuthSubscriber,
  code: string,
  planId: string,
): Promise<ActionOutcome> {
  const { decided } = await changeTarget(deps, subscriber, planId);
  const subject = subjectOf(decided);
  await assertOpenCodeNames(deps, subscriber.msisdn, 'change', subject);
  const { otpId } = await verifyOtp(deps.database.db, deps.config, {
    msisdn: subscriber.msisdn,
    purpose: 'change',
    code,
  });
  if ((await codeSubject(deps, otpId)) !== subject) throw otherPlan();
  return chargeSubscription(deps, { subscriber, action: 'change', planId, consent: 'code' });
}
