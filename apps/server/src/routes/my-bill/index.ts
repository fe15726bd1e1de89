import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeNotificationStatus,
  checkSubscriber,
  getGuestSubscriberInfo,
  getMyBillInfo,
  getMyBillSms,
  getMyBillTransactions,
} from '@sarraf/contracts';
import { requireSubscriber } from '../../lib/auth';
import { contentLanguageOf } from '../../lib/content-language';
import { HttpError } from '../../lib/http-error';
import { say } from '../../lib/messages';
import { msisdnRules, requireMsisdn } from '../../lib/msisdn';
import { routeFromContract } from '../../lib/route';
import { getBillInfo, listBillSms, listBillTransactions, signInToBill } from '../../services/my-bill';
import { sendOtp } from '../../services/session';
import { setNotifications } from '../../services/subscribers';

/** The browser says the request comes from another site's page (Fetch Metadata). */
const isCrossSite = (request: FastifyRequest) =>
  String(request.headers['sec-fetch-site'] ?? '')
    .split(',')
    .some((value) => value.trim().toLowerCase() === 'cross-site');

/** My bill (docs/product.md#api-calls): the signed-in bill, and the guest sign-in by a code to the number. */
export function registerMyBillRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const deps = { ...app.deps, log: app.log };
  const rules = msisdnRules(config);

  routeFromContract(app, getMyBillTransactions, async ({ query, request }) =>
    listBillTransactions(database.db, config.timeZone, requireSubscriber(request).id, query),
  );

  routeFromContract(app, getMyBillSms, async ({ query, request }) =>
    listBillSms(database.db, requireSubscriber(request).id, query),
  );

  routeFromContract(app, getMyBillInfo, async ({ request }) => ({
    data: await getBillInfo(database.db, requireSubscriber(request).id, contentLanguageOf(request)),
  }));

  routeFromContract(app, changeNotificationStatus, async ({ body, request }) => {
    const enabled = await setNotifications(database.db, requireSubscriber(request).id, body.enabled);
    return {
      message: say(request, enabled ? 'notifications_enabled' : 'notifications_disabled'),
      data: { notifications_enabled: enabled },
    };
  });

  // Step 1: a code to the number, the same answer and work whether or not it subscribes
  // (the guest calls reveal nothing about a number), under every code limit (docs/design.md#one-time-codes).
  routeFromContract(app, checkSubscriber, async ({ query, request }) => {
    // A GET that sends an SMS can be fired by any web page through its visitors' browsers (an
    // <img>, a no-cors fetch), each visitor a fresh address: refused before any counter or SMS.
    // Requests without the header (old browsers, curl) and same-origin, same-site or typed-in
    // ones (`none`) go on (docs/security.md "SMS abuse").
    if (isCrossSite(request)) throw new HttpError(403, 'otp_cross_site');
    const msisdn = requireMsisdn(query.msisdn, rules);
    const sent = await sendOtp(deps, { msisdn, purpose: 'mybill', ip: request.ip });
    return { message: say(request, 'otp_sent'), ...sent };
  });

  // Step 2: only the code sent to the number opens its bill. The bill token goes in the body only:
  // the access_token cookie is the client session's, which the portal's guard copies into its
  // client token (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
  routeFromContract(app, getGuestSubscriberInfo, async ({ query, request }) => {
    const msisdn = requireMsisdn(query.msisdn, rules);
    const result = await signInToBill(database.db, config, {
      msisdn,
      code: query.otp,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    if (result.kind === 'not-subscriber') return { data: null };
    return {
      access_token: result.token.token,
      token_type: 'Bearer' as const,
      expires_at: result.token.expiresAt.toISOString(),
      data: result.bill,
    };
  });
}
