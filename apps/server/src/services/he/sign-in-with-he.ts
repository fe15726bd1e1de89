import { unprocessable } from '../../lib/http-error';
import { issueAccessToken, type IssuedAccessToken } from '../session';
import { findSubscriberId } from './find-subscriber-id';
import type { HeDeps } from './he-deps';
import { openHeToken, spendHeToken } from './redeem-he-token';

/**
 * `POST /api/client/he/sign-in` (docs/header-enrichment.md#sign-in): a subscriber's token becomes an
 * access token, issued by the same code as `confirm/otp`'s `Code: 0`. A number that is not a
 * subscriber is refused before the token is spent (the portal then offers the plans with it). Unlike
 * a confirmed code, this leaves no consent mark: charging still needs a code or the explicit
 * subscribe click.
 */
export async function signInWithHe(
  deps: HeDeps,
  request: { token: string; ip: string; userAgent?: string | null },
): Promise<IssuedAccessToken> {
  const claims = openHeToken(deps, request.token, request.ip);
  const subscriberId = await findSubscriberId(deps.database.db, claims.msisdn);
  if (subscriberId === null) throw unprocessable({ he_token: ['he_not_subscriber'] });
  await spendHeToken(deps, claims);
  return issueAccessToken(deps.database.db, deps.config, {
    subscriberId,
    ip: request.ip,
    userAgent: request.userAgent ?? null,
  });
}
