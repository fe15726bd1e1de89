import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelProfileSubscription,
  cancelSubscriberSubscription,
  changeSubscription,
  confirmActivation,
  confirmChangeSubscription,
  confirmUnsubscribe,
  fetchSubscriberDetails,
  fetchSubscription,
  getSubscriberDetails,
  getSubscriptionsList,
  reactivateProfileSubscription,
  reactivateSubscriberSubscription,
  renewSubscription,
  requestActivation,
  requestChangeSubscription,
  requestUnsubscribe,
  updateSubscriber,
  updateSubscriberLocal,
  updateSubscriberProfile,
  type TSubscriptionActionResponse,
} from '@sarraf/contracts';
import { assertOwnMsisdn, requireSubscriber } from '../../lib/auth';
import { contentLanguageOf } from '../../lib/content-language';
import { say } from '../../lib/messages';
import { routeFromContract } from '../../lib/route';
import {
  type ActionOutcome,
  CANCEL_KEYWORD,
  cancelSubscription,
  chargeSubscription,
  type CurrentSubscription,
  refused,
} from '../../services/billing';
import * as codes from '../../services/billing';
import { listPlansOnHost, subscriptionInLanguage } from '../../services/plans';
import {
  getSubscriberProfile,
  presentSubscription,
  updateSubscriberDetails,
} from '../../services/subscribers';

/** The service's name in the subscribe disclaimer, in the language asked for. */
export const SERVICE_NAME = 'صرّاف';
const SERVICE_NAME_EN = 'Sarraf';

/**
 * docs/product.md#subscriber-and-subscription. Handlers are thin: the token says who (never an
 * id or number from the payload: a payload msisdn must be the token's own), one service
 * does the work. Charging actions need a fresh consent (docs/design.md#consent); cancelling needs only the
 * session.
 */
export function registerSubscriptionRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const deps = { ...app.deps, log: app.log };

  const actionResponse = async (
    request: FastifyRequest,
    outcome: ActionOutcome,
  ): Promise<TSubscriptionActionResponse> => ({
    message: say(request, outcome.message),
    data: {
      subscription: await subscriptionInLanguage(
        database.db,
        outcome.subscription,
        contentLanguageOf(request),
      ),
      charge: outcome.charge,
    },
  });
  const cancelledResponse = (
    request: FastifyRequest,
    current: CurrentSubscription,
  ): TSubscriptionActionResponse => ({
    message: say(
      request,
      current.subscription.accessUntil ? 'subscription_cancelled_access_kept' : 'subscription_cancelled',
    ),
    data: {
      subscription: presentSubscription(current.subscription, current.plan, contentLanguageOf(request)),
      charge: null,
    },
  });
  const cancel = async (request: FastifyRequest) => {
    const result = await cancelSubscription(deps, requireSubscriber(request).id, {
      actor: 'subscriber',
      reason: 'cancelled_by_subscriber',
    });
    if (!result.ok) throw refused(result.refusal);
    return cancelledResponse(request, result.current);
  };
  const reactivate = async (request: FastifyRequest) =>
    actionResponse(
      request,
      await chargeSubscription(deps, {
        subscriber: requireSubscriber(request),
        action: 'reactivate',
        consent: 'mark',
      }),
    );

  // ── who am I ────────────────────────────────────────────────────────────────────────────────
  routeFromContract(app, fetchSubscriberDetails, async ({ request }) => {
    const { subscription: _subscription, ...subscriber } = await getSubscriberProfile(
      database.db,
      requireSubscriber(request).id,
      contentLanguageOf(request),
    );
    return { data: subscriber };
  });

  routeFromContract(app, fetchSubscription, async ({ request }) => ({
    data: (await getSubscriberProfile(database.db, requireSubscriber(request).id, contentLanguageOf(request)))
      .subscription,
  }));

  routeFromContract(app, getSubscriberDetails, async ({ body, request }) => {
    assertOwnMsisdn(request, body.msisdn);
    return {
      data: await getSubscriberProfile(
        database.db,
        requireSubscriber(request).id,
        contentLanguageOf(request),
      ),
    };
  });

  // ── profile ─────────────────────────────────────────────────────────────────────────────────
  routeFromContract(app, updateSubscriber, async ({ body, request }) => {
    assertOwnMsisdn(request, body.msisdn);
    return {
      data: await updateSubscriberDetails(database.db, requireSubscriber(request).id, {
        name: body.name,
        email: body.email,
      }),
    };
  });

  routeFromContract(app, updateSubscriberLocal, async ({ body, request }) => {
    assertOwnMsisdn(request, body.msisdn);
    return {
      data: await updateSubscriberDetails(database.db, requireSubscriber(request).id, {
        name: body.name,
        email: body.email,
        level: body.level,
      }),
    };
  });

  routeFromContract(app, updateSubscriberProfile, async ({ body, request }) => ({
    data: await updateSubscriberDetails(database.db, requireSubscriber(request).id, {
      name: body.name,
      email: body.email,
    }),
  }));

  // ── plans on sale, with the disclaimer's service details ─────────────────────────────────────
  // The host's operator's (docs/operators.md#brand-by-host): the Host header, as our nginx passes it.
  const plansVaryByHost =
    config.operators.length > 1 || config.operators.some((operator) => operator.hosts.length > 0);
  routeFromContract(app, getSubscriptionsList, async ({ request, reply }) => {
    const lang = contentLanguageOf(request);
    if (plansVaryByHost) void reply.header('vary', 'host');
    const offer = await listPlansOnHost(database.db, config.operators, request.headers.host, lang);
    return {
      data: offer.plans,
      service: {
        service_name: lang === 'en' ? SERVICE_NAME_EN : SERVICE_NAME,
        short_code: offer.shortCode,
        cancel_keyword: CANCEL_KEYWORD,
        support_phone: offer.supportPhone,
        time_zone: config.timeZone,
        operator: offer.operator,
        plans_notice: offer.notice,
      },
    };
  });

  // ── cancel: the session is enough, at once ───────────────────────────────────────────────────
  routeFromContract(app, cancelProfileSubscription, ({ request }) => cancel(request));
  routeFromContract(app, cancelSubscriberSubscription, ({ body, request }) => {
    assertOwnMsisdn(request, body.msisdn);
    return cancel(request);
  });

  // ── charging actions: a fresh consent each ───────────────────────────────────────────────────
  routeFromContract(app, reactivateProfileSubscription, ({ request }) => reactivate(request));
  routeFromContract(app, reactivateSubscriberSubscription, ({ body, request }) => {
    assertOwnMsisdn(request, body.msisdn);
    return reactivate(request);
  });

  routeFromContract(app, renewSubscription, async ({ request }) =>
    actionResponse(
      request,
      await chargeSubscription(deps, {
        subscriber: requireSubscriber(request),
        action: 'renew',
        consent: 'mark',
      }),
    ),
  );

  routeFromContract(app, changeSubscription, async ({ body, request }) =>
    actionResponse(
      request,
      await chargeSubscription(deps, {
        subscriber: requireSubscriber(request),
        action: 'change',
        planId: body.uuid,
        consent: 'mark',
      }),
    ),
  );

  // ── two-step flows: purpose-bound codes ──────────────────────────────────────────────────────
  routeFromContract(app, requestUnsubscribe, async ({ request }) => {
    const sent = await codes.requestUnsubscribe(deps, requireSubscriber(request), request.ip);
    return { message: say(request, 'unsubscribe_code_sent'), ...sent };
  });
  routeFromContract(app, confirmUnsubscribe, async ({ body, request }) =>
    cancelledResponse(request, await codes.confirmUnsubscribe(deps, requireSubscriber(request), body.otp)),
  );

  routeFromContract(app, requestActivation, async ({ request }) => {
    const sent = await codes.requestActivation(deps, requireSubscriber(request), request.ip);
    return { message: say(request, 'activation_code_sent'), ...sent };
  });
  routeFromContract(app, confirmActivation, async ({ body, request }) =>
    actionResponse(request, await codes.confirmActivation(deps, requireSubscriber(request), body.otp)),
  );

  routeFromContract(app, requestChangeSubscription, async ({ body, request }) => {
    const sent = await codes.requestChange(deps, requireSubscriber(request), body.uuid, request.ip);
    return { message: say(request, 'change_code_sent'), ...sent };
  });
  routeFromContract(app, confirmChangeSubscription, async ({ body, request }) =>
    actionResponse(request, await codes.confirmChange(deps, requireSubscriber(request), body.otp, body.uuid)),
  );
}
