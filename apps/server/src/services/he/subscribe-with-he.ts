import { and, eq } from 'drizzle-orm';
import { plans } from '../../db/schema/index';
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
 * not on sale or a number already subscribed is refused before the token is spent.
 */
export async function subscribeWithHe(
  deps: HeDeps,
  request: { token: string; planId: string; ip: string; userAgent?: string | null },
  options: Parameters<typeof createSubscriber>[3],
): Promise<CreatedSubscriber> {
  const claims = openHeToken(deps, request.token, request.ip);
  const db = deps.database.db;
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, request.planId), eq(plans.active, true)));
  if (!plan) throw unprocessable({ uuid: ['plan_unavailable'] });
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
