import type { THePeekResponse } from '@sarraf/contracts';
import { unprocessable } from '../../lib/http-error';
import { maskMsisdnForDisplay } from '../../lib/msisdn';
import { findSubscriberId } from './find-subscriber-id';
import type { HeDeps } from './he-deps';
import { isHeTokenSpent, openHeToken } from './redeem-he-token';

/**
 * `POST /api/client/he/peek` (docs/header-enrichment.md#peek): the number a token stands for, masked,
 * and whether it is a subscriber, so the portal shows the token's own number after the
 * `/api/client/he/start` hand-over and not the fragment's `m` (a link's author writes that). Refused
 * exactly as sign-in refuses the token; nothing is spent, so the one tap that follows can use it.
 */
export async function peekHeToken(
  deps: HeDeps,
  request: { token: string; ip: string },
): Promise<THePeekResponse['data']> {
  const claims = openHeToken(deps, request.token, request.ip);
  if (await isHeTokenSpent(deps, claims)) throw unprocessable({ he_token: ['he_token_used'] });
  const subscriberId = await findSubscriberId(deps.database.db, claims.msisdn);
  return { msisdn_masked: maskMsisdnForDisplay(claims.msisdn), subscriber: subscriberId !== null };
}
