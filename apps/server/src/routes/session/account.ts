import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmProfileOtp, generateOtp, getClientUser, getUser, logout } from '@sarraf/contracts';
import { requireSubscriber } from '../../lib/auth';
import { contentLanguageOf } from '../../lib/content-language';
import { say } from '../../lib/messages';
import { routeFromContract } from '../../lib/route';
import { clearAccessTokenCookie } from '../../lib/session-cookie';
import { confirmProfileCode, revokeAccessToken, sendOtp } from '../../services/session';
import { getSubscriberProfile } from '../../services/subscribers';

/** The signed-in side of docs/product.md#session-and-sign-in: codes to one's own number, logout, the user. */
export function registerAccountRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const deps = { ...app.deps, log: app.log };

  // The code goes to the token's number, never to one from the request.
  routeFromContract(app, generateOtp, async ({ request }) => {
    const subscriber = requireSubscriber(request);
    const sent = await sendOtp(deps, {
      msisdn: subscriber.msisdn,
      purpose: 'profile',
      ip: request.ip,
      subscriberId: subscriber.id,
    });
    return { message: say(request, 'otp_sent'), ...sent };
  });

  routeFromContract(app, confirmProfileOtp, async ({ body, request }) => {
    await confirmProfileCode(database.db, config, requireSubscriber(request), body.otp);
    return { message: say(request, 'otp_confirmed') };
  });

  // Signing out always succeeds for the client (docs/product.md#session-keys); the token, if any and valid,
  // is revoked and the cookie is cleared in every case.
  routeFromContract(app, logout, async ({ request, reply }) => {
    if (request.accessTokenId) await revokeAccessToken(database.db, request.accessTokenId);
    clearAccessTokenCookie(reply, config);
    return { message: say(request, 'logged_out') };
  });

  const currentUser = async ({ request }: { request: FastifyRequest }) => ({
    data: await getSubscriberProfile(database.db, requireSubscriber(request).id, contentLanguageOf(request)),
  });
  routeFromContract(app, getClientUser, currentUser);
  routeFromContract(app, getUser, currentUser);
}
