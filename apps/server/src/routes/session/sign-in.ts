import type { FastifyInstance } from 'fastify';
import { confirmOtp, createSubscriber, login, resendOtp, CONFIRM_OTP_CHOOSE_PLAN } from '@sarraf/contracts';
import { requireMsisdn, msisdnRules } from '../../lib/msisdn';
import { contentLanguageOf } from '../../lib/content-language';
import { say } from '../../lib/messages';
import { routeFromContract } from '../../lib/route';
import {
  confirmLoginCode,
  createSubscriber as createSubscriberService,
  sendOtp,
} from '../../services/session';
import { startSubscription } from '../../services/billing';
import { signedInAnswer, subscribedAnswer } from './sign-in-answers';

/** docs/product.md#session-and-sign-in: login, resend, confirm (and link sign-in), create subscriber. */
export function registerSignInRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const rules = msisdnRules(config);
  const deps = { ...app.deps, log: app.log };

  // The same answer whether or not the number is known (no enumeration): the message and the
  // number's own resend wait.
  routeFromContract(app, login, async ({ body, request }) => {
    const msisdn = requireMsisdn(body.msisdn, rules);
    const sent = await sendOtp(deps, { msisdn, purpose: 'login', ip: request.ip });
    return { message: say(request, 'otp_sent'), ...sent };
  });

  routeFromContract(app, resendOtp, async ({ body, request }) => {
    const msisdn = requireMsisdn(body.msisdn, rules);
    const sent = await sendOtp(deps, { msisdn, purpose: 'login', ip: request.ip });
    return { message: say(request, 'otp_sent'), ...sent };
  });

  // `check_type: "otp"` (the route guard's link sign-in) is the same confirmation.
  routeFromContract(app, confirmOtp, async ({ body, request, reply }) => {
    const msisdn = requireMsisdn(body.msisdn, rules);
    const result = await confirmLoginCode(app.deps.database.db, config, {
      msisdn,
      code: body.otp,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      lang: contentLanguageOf(request),
    });
    if (result.kind === 'choose-plan') {
      return {
        Code: CONFIRM_OTP_CHOOSE_PLAN as typeof CONFIRM_OTP_CHOOSE_PLAN,
        SubscriptionsList: result.plans,
      };
    }
    return signedInAnswer(reply, config, result.token);
  });

  routeFromContract(app, createSubscriber, async ({ body, request, reply }) => {
    const msisdn = requireMsisdn(body.msisdn, rules);
    const created = await createSubscriberService(
      app.deps.database.db,
      config,
      { msisdn, planId: body.uuid, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      // create/subscriber attempts the first charge (docs/design.md#sign-in-and-sign-up).
      {
        startSubscription: (subscriptionId, consent) => startSubscription(deps, subscriptionId, { consent }),
      },
    );
    return subscribedAnswer(reply, config, created, {
      db: app.deps.database.db,
      lang: contentLanguageOf(request),
    });
  });
}
