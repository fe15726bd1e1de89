import { and, eq, isNull } from 'drizzle-orm';
import { otps, plans } from '../../db/schema/index';
import type { AuthSubscriber } from '../../lib/auth';
import { unprocessable } from '../../lib/http-error';
import type { OtpPurpose } from '../../lib/otp-policy';
import { canStartCharge } from '../../lib/subscription-machine';
import { sendOtp, type SendOtpDeps } from '../session/send-otp';
import { verifyOtp } from '../session/verify-otp';
import type { BillingDeps } from './billing-deps';
import { refused } from './billing-errors';
import { planOfferLine } from './billing-sms-text';
import { chargeSubscription, type ActionOutcome } from './charge-subscription';
import { cancelSubscription } from './cancel-subscription';
import {
  findCurrentSubscription,
  hasChargeInFlight,
  toSnapshot,
  toTerms,
  type PlanRow,
} from './subscription-store';

/**
 * The request/confirm pairs (unsubscribe, activation, change of plan; docs/design.md#consent). Each request
 * sends a code bound to its purpose and, for the two that charge, to the plan the SMS
 * names with its price (`otps.subject`): the confirmed code is the consent to that charge and no
 * other. Requests check first that the action makes sense, so no code is sent for nothing.
 */

const offer = (plan: PlanRow) =>
  planOfferLine({
    planName: plan.name,
    priceMinor: plan.priceMinor,
    currency: plan.currency,
    period: plan.period,
  });

/** A code that names another plan than the one being confirmed is refused. */
const otherPlan = () => unprocessable({ otp: ['otp_other_plan'] });

async function activatable(deps: Pick<BillingDeps, 'database' | 'config'>, subscriber: AuthSubscriber) {
  const current = await findCurrentSubscription(deps.database.db, subscriber.id);
  if (!current) throw refused('no_subscription');
  const { subscription, plan } = current;
  const cause = subscription.state === 'pending_payment' ? 'first' : 'reactivation';
  const refusal = canStartCharge(
    toSnapshot(subscription),
    cause,
    toTerms(plan),
    new Date(),
    deps.config.timeZone,
  );
  if (refusal) throw refused(refusal);
  if (subscription.state === 'cancelled' && !plan.active) throw unprocessable({ uuid: ['plan_unavailable'] });
  return current;
}

async function changeTarget(deps: Pick<BillingDeps, 'database'>, subscriber: AuthSubscriber, planId: string) {
  const current = await findCurrentSubscription(deps.database.db, subscriber.id);
  if (!current) throw refused('no_subscription');
  const [plan] = await deps.database.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)));
  if (!plan) throw unprocessable({ uuid: ['plan_unavailable'] });
  if (plan.id === current.subscription.planId) throw unprocessable({ uuid: ['subscription_same_plan'] });
  return { current, plan };
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
  planId: string,
) {
  const [row] = await deps.database.db
    .select({ subject: otps.subject })
    .from(otps)
    .where(
      and(eq(otps.msisdn, msisdn), eq(otps.purpose, purpose), isNull(otps.consumedAt), isNull(otps.voidedAt)),
    );
  if (row && row.subject !== planId) throw otherPlan();
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
  const { plan } = await activatable(deps, subscriber);
  return sendOtp(deps, {
    msisdn: subscriber.msisdn,
    purpose: 'activation',
    ip,
    subscriberId: subscriber.id,
    subject: plan.id,
    detail: offer(plan),
  });
}

export async function confirmActivation(
  deps: BillingDeps,
  subscriber: AuthSubscriber,
  code: string,
): Promise<ActionOutcome> {
  const { plan } = await activatable(deps, subscriber);
  await assertOpenCodeNames(deps, subscriber.msisdn, 'activation', plan.id);
  const { otpId } = await verifyOtp(deps.database.db, deps.config, {
    msisdn: subscriber.msisdn,
    purpose: 'activation',
    code,
  });
  if ((await codeSubject(deps, otpId)) !== plan.id) throw otherPlan();
  return chargeSubscription(deps, { subscriber, action: 'reactivate', consent: 'code' });
}

// ─── change of plan ─────────────────────────────────────────────────────────────────────────────

export async function requestChange(
  deps: SendOtpDeps,
  subscriber: AuthSubscriber,
  planId: string,
  ip: string | null,
) {
  const { current, plan } = await changeTarget(deps, subscriber, planId);
  if (await hasChargeInFlight(deps.database.db, current.subscription.id)) throw refused('charge_in_progress');
  return sendOtp(deps, {
    msisdn: subscriber.msisdn,
    purpose: 'change',
    ip,
    subscriberId: subscriber.id,
    subject: plan.id,
    detail: offer(plan),
  });
}

export async function confirmChange(
  deps: BillingDeps,
  subscriber: AuthSubscriber,
  code: string,
  planId: string,
): Promise<ActionOutcome> {
  const { plan } = await changeTarget(deps, subscriber, planId);
  await assertOpenCodeNames(deps, subscriber.msisdn, 'change', plan.id);
  const { otpId } = await verifyOtp(deps.database.db, deps.config, {
    msisdn: subscriber.msisdn,
    purpose: 'change',
    code,
  });
  if ((await codeSubject(deps, otpId)) !== plan.id) throw otherPlan();
  return chargeSubscription(deps, { subscriber, action: 'change', planId: plan.id, consent: 'code' });
}
