import type { FastifyInstance } from 'fastify';
import { HE_FRAGMENT_KEYS, heIdentify, heSignIn, heStart, heSubscribe } from '@sarraf/contracts';
import { addressMatcher } from '../../lib/ip-ranges';
import { routeFromContract } from '../../lib/route';
import { startSubscription } from '../../services/billing/start-subscription';
import { identifyCaller } from '../../services/he/identify-caller';
import { signInWithHe } from '../../services/he/sign-in-with-he';
import { subscribeWithHe } from '../../services/he/subscribe-with-he';
import { signedInAnswer, subscribedAnswer } from '../session/sign-in-answers';

/**
 * Header enrichment (docs/header-enrichment.md): on the operator's mobile data its gateway tells
 * us the number; identify turns it into a short-lived token, which signs a subscriber in or, with
 * the plan screen's confirm click, subscribes a new number. Without HE every call here says "not
 * identified" or refuses the token, and the SMS-code flow is the way in.
 */
export function registerHeRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const deps = { ...app.deps, log: app.log };
  // Matched against request.ip, i.e. after TRUST_PROXY: only the gateway's own address counts.
  const isGateway = config.he.enabled ? addressMatcher(config.he.trustedCidrs) : () => false;

  routeFromContract(app, heIdentify, async ({ request, reply }) => {
    // A per-visitor answer with a single-use token: no browser or proxy may keep or share it.
    void reply.header('cache-control', 'no-store');
    const data = await identifyCaller(deps, {
      ip: request.ip,
      fromGateway: isGateway(request.ip),
      header: request.headers[config.he.msisdnHeader],
    });
    return { data };
  });

  // Registered by hand: the answer is a redirect, not JSON. Its target is always the portal's own
  // PUBLIC_URL, so it can never be used to send a visitor elsewhere.
  app.route({
    method: heStart.method,
    url: heStart.path,
    config: { access: heStart.access },
    handler: async (request, reply) => {
      const identity = await identifyCaller(deps, {
        ip: request.ip,
        fromGateway: isGateway(request.ip),
        header: request.headers[config.he.msisdnHeader],
      });
      const fragment = identity.identified
        ? `#${new URLSearchParams({
            [HE_FRAGMENT_KEYS.token]: identity.he_token,
            [HE_FRAGMENT_KEYS.masked]: identity.msisdn_masked,
            [HE_FRAGMENT_KEYS.subscriber]: identity.subscriber ? '1' : '0',
          }).toString()}`
        : '';
      return reply.header('cache-control', 'no-store').redirect(`${config.publicUrl}/${fragment}`, 302);
    },
  });

  routeFromContract(app, heSignIn, async ({ body, request, reply }) => {
    const token = await signInWithHe(deps, {
      token: body.he_token,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return signedInAnswer(reply, config, token);
  });

  routeFromContract(app, heSubscribe, async ({ body, request, reply }) => {
    const created = await subscribeWithHe(
      deps,
      {
        token: body.he_token,
        planId: body.uuid,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      },
      {
        startSubscription: (subscriptionId, consent) => startSubscription(deps, subscriptionId, { consent }),
      },
    );
    return subscribedAnswer(reply, config, created);
  });
}
