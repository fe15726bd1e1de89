import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { Config } from '../../env';
import type { Lang } from '../../lib/messages';
import { setAccessTokenCookie } from '../../lib/session-cookie';
import { subscriptionInLanguage } from '../../services/plans';
import type { CreatedSubscriber, IssuedAccessToken } from '../../services/session';

/**
 * The answers of a sign-in, shared by the SMS-code flow and header enrichment so the two stay the
 * same to the byte: the token in the body and in the `access_token` cookie.
 */
export function signedInAnswer(reply: FastifyReply, config: Config, token: IssuedAccessToken) {
  setAccessTokenCookie(reply, config, token.token);
  return {
    Code: 0 as const,
    access_token: token.token,
    token_type: 'Bearer' as const,
    expires_at: token.expiresAt.toISOString(),
  };
}

/**
 * `create/subscriber`'s answer (and `he/subscribe`'s): signed in, with what was created, the
 * subscription's plan named in the language the request asked for.
 */
export async function subscribedAnswer(
  reply: FastifyReply,
  config: Config,
  created: CreatedSubscriber,
  inLanguage: { db: Db; lang: Lang },
) {
  const subscription = await subscriptionInLanguage(inLanguage.db, created.subscription, inLanguage.lang);
  setAccessTokenCookie(reply, config, created.token.token);
  return {
    access_token: created.token.token,
    token_type: 'Bearer' as const,
    expires_at: created.token.expiresAt.toISOString(),
    data: { subscriber: created.subscriber, subscription, charge: created.charge },
  };
}
