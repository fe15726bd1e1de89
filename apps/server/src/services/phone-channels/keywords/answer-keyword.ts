import type { Keyword, KeywordName } from '../sms/keywords';
import { cancelSubscription } from '../../billing';
import type { MarketSnapshot } from '../../rates';
import { claimDailySample } from './daily-sample';
import type { KeywordDeps } from './keyword-deps';
import { offeredPlan, planById, type OfferedPlan } from '../offer';
import { marketReply, type MarketQuestion } from './market-reply';
import { hasRateAccess, numberSubscription } from './number-subscription';
import { confirmOptIn, OPT_IN_WINDOW_MINUTES, requestOptIn } from './opt-in';
import { noticeSentSince, type KeywordReply } from './record-keyword-message';
import * as text from './reply-text';

/** One inbound message, as the handlers see it. */
export interface KeywordRequest {
  /** Digits with country code. */
  msisdn: string;
  /** The message's id as logged (unique per channel): the consent and sample records name it. */
  messageId: string;
  channel: string;
  keyword: Keyword;
  snapshot: MarketSnapshot;
  receivedAt: Date;
}

/** A keyword's work: the log's result code, what the operator is told, the outcome and the reply. */
export interface KeywordAnswer {
  result: string;
  action: 'cancelled' | 'none';
  outcome: string;
  reply: KeywordReply | null;
  /** The subscriber the reply belongs to (my bill's SMS list), when the number is one. */
  subscriberId: number | null;
}

type Handler = (deps: KeywordDeps, request: KeywordRequest) => Promise<KeywordAnswer>;

const settingsOf = (deps: KeywordDeps): text.ReplySettings => ({
  shortCode: deps.config.serviceShortCode,
  digits: deps.config.sms.digits,
  timeZone: deps.config.timeZone,
});

const offerOf = (plan: OfferedPlan | null): text.OfferTerms | null =>
  plan
    ? { planName: plan.name, priceMinor: plan.priceMinor, currency: plan.currency, period: plan.period }
    : null;

const say = (body: string): KeywordReply => ({ kind: 'text', text: body });

const answer = (
  outcome: string,
  reply: KeywordReply | null,
  subscriberId: number | null,
  extra: Partial<KeywordAnswer> = {},
): KeywordAnswer => ({ result: outcome, action: 'none', outcome, reply, subscriberId, ...extra });

/**
 * A rate keyword: a subscriber (active or grace) gets the price; anyone else gets one sample a day
 * with the offer in the same SMS, then the offer alone (docs/keyword-channel.md#who-gets-what).
 */
async function rates(deps: KeywordDeps, request: KeywordRequest, question: MarketQuestion) {
  const db = deps.database.db;
  const settings = settingsOf(deps);
  const [access, reply] = await Promise.all([
    numberSubscription(db, request.msisdn),
    marketReply(db, deps.contentCache, deps.config.timeZone, request.snapshot, question),
  ]);
  if (!reply) return answer('no_price', say(text.noPriceReply(settings)), access.subscriberId);
  if (hasRateAccess(access))
    return answer('rates_sent', say(text.rateReply(reply, settings)), access.subscriberId);
  const offer = offerOf(await offeredPlan(db));
  // Without a plan on sale there is nothing to offer: the price is the whole answer.
  if (!offer) return answer('rates_sent', say(text.rateReply(reply, settings)), access.subscriberId);
  if (
    await claimDailySample(db, deps.config.timeZone, request.msisdn, request.messageId, request.receivedAt)
  ) {
    return answer('sample_sent', say(text.rateReply(reply, settings, offer)), access.subscriberId);
  }
  return answer('offer_sent', say(text.offerReply(offer, settings)), access.subscriberId);
}

async function help(deps: KeywordDeps, request: KeywordRequest, outcome: string) {
  const db = deps.database.db;
  const [access, plan] = await Promise.all([numberSubscription(db, request.msisdn), offeredPlan(db)]);
  return answer(outcome, say(text.helpReply(offerOf(plan), settingsOf(deps))), access.subscriberId);
}

const HANDLERS: Readonly<Record<KeywordName, Handler>> = {
  currency: (deps, request) =>
    rates(deps, request, request.keyword.kind === 'currency' ? request.keyword : { kind: 'rates' }),
  rates: (deps, request) => rates(deps, request, { kind: 'rates' }),
  gold: (deps, request) => rates(deps, request, { kind: 'gold' }),
  help: (deps, request) => help(deps, request, 'help_sent'),
  // A word we do not know gets the help: the subscriber learns the keywords, free of charge.
  unknown: async (deps, request) => ({ ...(await help(deps, request, 'help_sent')), result: 'ignored_text' }),

  // Free of charge: a cancel moves no money and needs no code. The cancellation notice billing
  // sends is the reply; someone with nothing to cancel is told so.
  async cancel(deps, request) {
    const db = deps.database.db;
    const access = await numberSubscription(db, request.msisdn);
    if (access.subscriberId === null) {
      return answer('unknown_subscriber', say(text.notSubscribedReply(settingsOf(deps))), null);
    }
    const since = new Date();
    const cancelled = await cancelSubscription(deps, access.subscriberId, {
      actor: 'subscriber',
      reason: 'cancel_keyword',
      details: { operatorMessageId: request.messageId, channel: request.channel },
    });
    if (!cancelled.ok) {
      return answer(
        `ignored_${cancelled.refusal}`,
        say(text.notSubscribedReply(settingsOf(deps))),
        access.subscriberId,
      );
    }
    const notice = await noticeSentSince(db, access.subscriberId, ['billing.cancelled'], since);
    return answer('cancelled', notice ? { kind: 'notice', ...notice } : null, access.subscriberId, {
      action: 'cancelled',
    });
  },

  async subscribe(deps, request) {
    const db = deps.database.db;
    const settings = settingsOf(deps);
    const access = await numberSubscription(db, request.msisdn);
    // A cancellation whose paid days still run is not "subscribed": renewals stopped, so the
    // opt-in below brings it back (free until those days end, docs/keyword-channel.md#double-opt-in).
    if (access.open && hasRateAccess(access)) {
      return answer(
        'already_subscribed',
        say(text.alreadySubscribedReply(access.open.planName, settings)),
        access.subscriberId,
      );
    }
    if (access.open) {
      return answer(
        'awaiting_payment',
        say(text.awaitingPaymentReply(deps.config.publicUrl, settings)),
        access.subscriberId,
      );
    }
    const plan = await offeredPlan(db);
    if (!plan) return answer('no_plan', say(text.helpReply(null, settings)), access.subscriberId);
    const optIn = await requestOptIn(deps, { msisdn: request.msisdn, plan, messageId: request.messageId });
    // A request already pending keeps the plan and price its first confirmation SMS named.
    const named = optIn.planId === plan.id ? plan : ((await planById(db, optIn.planId)) ?? plan);
    const offer = { ...offerOf(named)!, priceMinor: optIn.priceMinor, currency: optIn.currency };
    return answer(
      'opt_in_sent',
      say(text.optInReply(offer, OPT_IN_WINDOW_MINUTES, settings)),
      access.subscriberId,
    );
  },

  async confirm(deps, request) {
    const db = deps.database.db;
    const settings = settingsOf(deps);
    const since = new Date();
    const outcome = await confirmOptIn(deps, { msisdn: request.msisdn, messageId: request.messageId });
    const access = await numberSubscription(db, request.msisdn);
    switch (outcome.kind) {
      case 'already_confirmed':
        return answer('duplicate_confirmation', null, access.subscriberId);
      case 'expired':
        return answer(
          'opt_in_expired',
          say(text.optInExpiredReply(OPT_IN_WINDOW_MINUTES, settings)),
          access.subscriberId,
        );
      case 'terms_changed':
        return answer(
          'opt_in_expired',
          say(text.optInExpiredReply(OPT_IN_WINDOW_MINUTES, settings)),
          access.subscriberId,
        );
      case 'nothing_pending':
        return access.open && hasRateAccess(access)
          ? answer(
              'already_subscribed',
              say(text.alreadySubscribedReply(access.open.planName, settings)),
              access.subscriberId,
            )
          : answer('nothing_to_confirm', say(text.nothingToConfirmReply(settings)), access.subscriberId);
      case 'subscribed_meanwhile':
        return answer(
          'already_subscribed',
          say(text.alreadySubscribedReply(outcome.planName || access.open?.planName || 'صرّاف', settings)),
          access.subscriberId,
        );
      case 'resumed': {
        // Billing's notice (nothing charged now, the renewal's date and price, how to stop) is the reply.
        const notice = await noticeSentSince(
          db,
          outcome.subscriberId,
          ['billing.reactivated_in_period'],
          since,
        );
        return answer('resumed', notice ? { kind: 'notice', ...notice } : null, outcome.subscriberId);
      }
      case 'started': {
        const { subscription, charge } = outcome.started;
        if (subscription.state === 'active') {
          // Billing's welcome (or free-trial) notice names plan, price, renewal and how to stop:
          // it is the reply, not a second SMS.
          const notice = await noticeSentSince(
            db,
            outcome.subscriberId,
            ['billing.welcome', 'billing.trial'],
            since,
          );
          return answer('subscribed', notice ? { kind: 'notice', ...notice } : null, outcome.subscriberId);
        }
        if (charge?.status === 'failed') {
          return answer('charge_failed', say(text.chargeFailedReply(settings)), outcome.subscriberId);
        }
        return answer(
          'charge_pending',
          say(text.confirmedAwaitingChargeReply(settings)),
          outcome.subscriberId,
        );
      }
    }
  },
};

/** Runs the handler of an inbound message's keyword. */
export function answerKeyword(deps: KeywordDeps, request: KeywordRequest): Promise<KeywordAnswer> {
  return HANDLERS[request.keyword.kind](deps, request);
}
