import { operatorOfMsisdn } from '../operators';
import { findPlanOnOffer, planUnavailable } from '../plans';
import { unprocessable } from '../../lib/http-error';
import { type CreatedSubscriber, createSubscriber } from '../session';
import { findSubscriberId } from './find-subscriber-id';
import type { HeDeps } from './he-deps';
import { issuedAt, openHeToken, spendHeToken } from './redeem-he-token';

/**
 * `POST /api/client/he/subscribe {he_token, uuid}` (docs/header-enrichment.md#subscribe): the
 * explicit confirm click of the plan screen. The token proves the number (the operator's gateway
 * told us) in place of a Code 50 confirmation; `create/subscriber`'s own service does the rest, and
 * the first charge's `created` event records the consent (channel `he`, plan, price, time). A plan
 * not on sale to the number's operator (docs/operators.md#plans) or a number already subscribed is
 * refused before the token is spent, so the portal can offer the right plans to the same token.
 */
export async function subscribeWithHe(
  deps: HeDeps,
  request: { token: string; planId: string; ip: string; userAgent?: string | null },
  options: Parameters<typeof createSubscriber>[3],
): Promise<CreatedSubscriber> {
  const claims = openHeToken(deps, request.token, request.ip);
  const db = deps.database.db;
  const operator = operatorOfMsisdn(deps.config.operators, claims.msisdn);
  if (!(await findPlanOnOffer(db, request.planId, operator?.id))) throw planUnavailable();
  if ((await findSubscriberId(db, claims.msisdn)) !== null) {
    throw unprocessable({ msisdn: ['msisdn_already_subscribed'] });
  }
  await spendHeToken(deps, claims);
  return createSubscriber(
    db,
    deps.config,
    {
      msisdn: claims.msisdn,
      planId: request.planId,
      ip: request.ip,
      userAgent: request.userAgent ?? null,
      heConsent: { identifiedAt: issuedAt(claims) },
    },
    options,
  );
}
