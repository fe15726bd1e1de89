import { decodeHeToken, type HeTokenClaims } from '../../lib/he-token';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import { HE_TOKEN_TTL_S, type HeDeps } from './he-deps';
import { heKey } from './he-key';

const refused = (key: MessageKey) => unprocessable({ he_token: [key] });

/**
 * A token's claims once they hold for this request (docs/header-enrichment.md#the-token): sealed by
 * this server, not expired, and presented from the address it was issued to. Any failure is a 422 on
 * `he_token` saying what to do next; nothing is spent.
 */
export function openHeToken(
  deps: Pick<HeDeps, 'config'>,
  token: string,
  ip: string,
  now = Date.now(),
): HeTokenClaims {
  // Header enrichment switched off everywhere since the token was issued: it opens nothing.
  if (!deps.config.operators.some((operator) => operator.he.enabled)) throw refused('he_token_invalid');
  const claims = decodeHeToken(heKey(deps.config.appSecret), token);
  if (!claims) throw refused('he_token_invalid');
  if (claims.expiresAt <= now) throw refused('he_token_expired');
  // Bound to the address: a token that leaks (a log, a shared link) is no use from elsewhere.
  if (claims.ip !== ip) throw refused('he_token_other_network');
  return claims;
}

/**
 * Marks the token used, once across every API process (the counter store is Redis when REDIS_URL
 * is set): the first caller wins, any replay is a 422. The marker outlives the token.
 */
export async function spendHeToken(deps: Pick<HeDeps, 'counters'>, claims: HeTokenClaims): Promise<void> {
  const hit = await deps.counters.hit(`he:used:${claims.id}`, HE_TOKEN_TTL_S + 60);
  if (hit.count > 1) throw refused('he_token_used');
}

/** Whether the token was spent already (a sign-in or subscribe took it); reads, marks nothing. */
export async function isHeTokenSpent(
  deps: Pick<HeDeps, 'counters'>,
  claims: HeTokenClaims,
): Promise<boolean> {
  return (await deps.counters.peek(`he:used:${claims.id}`)).count > 0;
}

/** When the token was issued: the number was read and the plan screen could be shown from then. */
export const issuedAt = (claims: HeTokenClaims) => new Date(claims.expiresAt - HE_TOKEN_TTL_S * 1000);
