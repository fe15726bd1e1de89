import type { TSubscriber, TSubscription, TTransaction } from '@sarraf/contracts';
import type { Db, Tx } from '../../db/client';
import type { plans } from '../../db/schema/index';
import { msisdnVerifications, subscribers, subscriptions } from '../../db/schema/index';
import type { Config } from '../../env';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import { presentSubscriber, presentSubscription, type SubscribeConsent } from '../subscribers';
import { operatorOfMsisdn } from '../operators';
import { findPlanOnOffer, PLAN_UNAVAILABLE } from '../plans';
import { consumeVerification } from './consume-verification';
import { issueAccessToken, type IssuedAccessToken } from './issue-access-token';

export interface CreatedSubscriber {
  token: IssuedAccessToken;
  subscriber: TSubscriber;
  subscription: TSubscription;
  /** The first charge's ledger row; null for a free trial (or when no first charge was asked for). */
  charge: TTransaction | null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The consent mark of a header-enrichment subscribe: a `login` verification with no code behind it
 * (`otp_id` null), written used, so it authorises this subscription and nothing else.
 */
async function recordUsedHeMark(tx: Tx, msisdn: string, now: Date): Promise<{ id: number }> {
  const [mark] = await tx
    .insert(msisdnVerifications)
    .values({
      msisdn,
      purpose: 'login',
      otpId: null,
      subscriberId: null,
      verifiedAt: now,
      expiresAt: new Date(now.getTime() + 1000),
      consumedAt: now,
    })
    .returning({ id: msisdnVerifications.id });
  return mark!;
}

/**
 * `POST /api/client/create/subscriber {uuid, msisdn}` (docs/design.md#sign-in-and-sign-up): only for a number
 * verified by a Code 50 confirmation in the last 15 minutes, and a plan on sale. In one transaction the mark
 * is used up (one confirmation, one subscription), the subscriber and the subscription
 * (`pending_payment`) are created; then the subscriber is signed in with a new token.
 */
export async function createSubscriber(
  db: Db,
  config: Config,
  request: {
    msisdn: string;
    planId: string;
    ip?: string | null;
    userAgent?: string | null;
    /**
     * Header enrichment's confirm click (docs/header-enrichment.md): the number was proved by the
     * operator's gateway and a spent token instead of a Code 50 mark, so the consent mark is written
     * here, used up at once, rather than looked for.
     */
    heConsent?: { identifiedAt: Date };
  },
  options: {
    /** Attempts the first charge of the new subscription (services/billing/start-subscription.ts). */
    startSubscription?: (
      subscriptionId: string,
      consent: SubscribeConsent,
    ) => Promise<{ subscription: TSubscription; charge: TTransaction | null }>;
  } = {},
): Promise<CreatedSubscriber> {
  let created: {
    subscriber: typeof subscribers.$inferSelect;
    subscription: typeof subscriptions.$inferSelect;
    plan: typeof plans.$inferSelect;
    consent: SubscribeConsent;
  };
  try {
    created = await db.transaction(async (tx) => {
      // The number's operator files the subscriber; a plan of another operator is not on offer to it.
      const operator = operatorOfMsisdn(config.operators, request.msisdn);
      const plan = await findPlanOnOffer(tx, request.planId, operator?.id, { lock: true });
      const errors: Record<string, MessageKey[]> = {};
      if (!plan) errors.uuid = [PLAN_UNAVAILABLE];
      const now = new Date();
      const mark = request.heConsent
        ? await recordUsedHeMark(tx, request.msisdn, now)
        : await consumeVerification(tx, {
            msisdn: request.msisdn,
            purposes: ['login'],
            subscriberId: null,
            now,
          });
      if (!mark) errors.msisdn = ['msisdn_not_verified'];
      // Thrown inside: the transaction rolls back and the mark stays usable for a corrected request.
      if (!plan || !mark) throw unprocessable(errors);

      const [subscriber] = await tx
        .insert(subscribers)
        .values({ msisdn: request.msisdn, operatorId: plan.operatorId })
        .returning();
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          subscriberId: subscriber!.id,
          planId: plan.id,
          state: 'pending_payment',
          // The price shown with the plan and confirmed by the code: what this subscription agreed to.
          agreedPriceMinor: plan.priceMinor,
          agreedCurrency: plan.currency,
        })
        .returning();
      const consent: SubscribeConsent = {
        channel: request.heConsent ? 'he' : 'sms_code',
        verification_id: mark.id,
        plan_id: plan.id,
        plan_name: plan.name,
        price_minor: plan.priceMinor,
        currency: plan.currency,
        period: plan.period,
        free_trial_days: plan.freeTrialDays,
        consented_at: now.toISOString(),
        ...(request.heConsent ? { identified_at: request.heConsent.identifiedAt.toISOString() } : {}),
      };
      return { subscriber: subscriber!, subscription: subscription!, plan, consent };
    });
  } catch (error) {
    // Subscribed meanwhile (another tab, the operator's own channel): sign in instead.
    if (isUniqueViolation(error)) throw unprocessable({ msisdn: ['msisdn_already_subscribed'] });
    throw error;
  }

  // The first charge, after the commit above and before answering (billing's
  // startSubscription: `pending` ledger row, gateway, settle; `active` on success, or the free
  // trial). The consumed mark above is the fresh consent this charge needs.
  const started = options.startSubscription
    ? await options.startSubscription(created.subscription.id, created.consent)
    : null;
  const charge: TTransaction | null = started?.charge ?? null;

  const token = await issueAccessToken(db, config, {
    subscriberId: created.subscriber.id,
    ip: request.ip ?? null,
    userAgent: request.userAgent ?? null,
  });
  return {
    token,
    subscriber: presentSubscriber(created.subscriber),
    subscription: started?.subscription ?? presentSubscription(created.subscription, created.plan),
    charge,
  };
}
