import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HE_FRAGMENT_KEYS, heIdentify, hePeek, heSignIn, heStart, heSubscribe } from '@sarraf/contracts';
import { requestScheme } from '../../lib/he-request';
import { contentLanguageOf } from '../../lib/content-language';
import { HttpError } from '../../lib/http-error';
import { addressMatcher, trustProxyMatcher } from '../../lib/ip-ranges';
import { redirectAnswer, routeFromContract } from '../../lib/route';
import { startSubscription } from '../../services/billing';
import {
  identifyCaller,
  type IdentifyRequest,
  peekHeToken,
  signInWithHe,
  subscribeWithHe,
} from '../../services/he';
import { signedInAnswer, subscribedAnswer } from '../session/sign-in-answers';

/**
 * Header enrichment (docs/header-enrichment.md): on the operator's mobile data its gateway tells
 * us the number of a plain-HTTP request; identify turns it into a short-lived token, which signs a
 * subscriber in or, with the plan screen's confirm click, subscribes a new number. Without HE every
 * call here says "not identified" or refuses the token, and the SMS-code flow is the way in.
 */
export function registerHeRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const deps = { ...app.deps, log: app.log };
  // Each operator with header enrichment on, and its gateway's addresses, matched against
  // request.ip, i.e. after TRUST_PROXY: only a gateway's own address counts, and names its operator.
  const gateways = config.operators
    .filter((operator) => operator.he.enabled)
    .map((operator) => ({ operator, isGateway: addressMatcher(operator.he.trustedCidrs) }));
  const headerNames = [...new Set(gateways.map(({ operator }) => operator.he.msisdnHeader))];
  const publicUrlOf = (gateway: IdentifyRequest['gateway']) =>
    gateways.find(({ operator }) => operator.id === gateway?.id)?.operator.publicUrl ?? config.publicUrl;
  // X-Forwarded-Proto is a proxy's word: believed from TRUST_PROXY's peers only, as Fastify does
  // for X-Forwarded-For (hop 0 is the socket's own peer).
  const isTrustedProxy = trustProxyMatcher(config.network.trustProxy);

  // Everything the two calls that read the number header need to know about the request. Every
  // such call goes through here, so none can skip the address, scheme or host rule.
  const callerOf = (request: FastifyRequest): IdentifyRequest => {
    const gateway = gateways.find(({ isGateway }) => isGateway(request.ip))?.operator ?? null;
    return {
      ip: request.ip,
      gateway,
      scheme: requestScheme({
        fromTrustedProxy: isTrustedProxy(request.raw.socket.remoteAddress ?? '', 0),
        forwardedProto: request.headers['x-forwarded-proto'],
        encrypted: (request.raw.socket as Partial<TLSSocket>).encrypted === true,
      }),
      host: request.headers.host,
      // From elsewhere any operator's header name is read, only to log a number someone claims.
      header: gateway
        ? request.headers[gateway.he.msisdnHeader]
        : headerNames.map((name) => request.headers[name]).find((value) => value !== undefined),
    };
  };

  routeFromContract(app, heIdentify, async ({ request, reply }) => {
    // A per-visitor answer with a single-use token: no browser or proxy may keep or share it.
    void reply.header('cache-control', 'no-store');
    return { data: await identifyCaller(deps, callerOf(request)) };
  });

  // Its target is always the portal's own address (the gateway operator's `public_url`, else
  // PUBLIC_URL), so it can never send a visitor elsewhere.
  routeFromContract(app, heStart, async ({ request, reply }) => {
    const caller = callerOf(request);
    const identity = await identifyCaller(deps, caller).catch((error: unknown) => {
      // A page a browser opens: past identify's limit, or with a number of another operator than
      // the gateway's (403), it lands on the portal and its SMS-code sign-in, not on JSON.
      if (error instanceof HttpError && [403, 429].includes(error.statusCode)) {
        return { identified: false } as const;
      }
      throw error;
    });
    const fragment = identity.identified
      ? `#${new URLSearchParams({
          [HE_FRAGMENT_KEYS.token]: identity.he_token,
          [HE_FRAGMENT_KEYS.masked]: identity.msisdn_masked,
          [HE_FRAGMENT_KEYS.subscriber]: identity.subscriber ? '1' : '0',
        }).toString()}`
      : '';
    void reply.header('cache-control', 'no-store');
    return redirectAnswer(`${publicUrlOf(caller.gateway)}/${fragment}`);
  });

  routeFromContract(app, hePeek, async ({ body, request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return { data: await peekHeToken(deps, { token: body.he_token, ip: request.ip }) };
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
    return subscribedAnswer(reply, config, created, {
      db: app.deps.database.db,
      lang: contentLanguageOf(request),
    });
  });
}
