import type { Config, OneApiGateway } from '../../env';
import { createOneApiTokenClient, type OneApiTokenClient } from './token-client';

export type { OneApiTokenClient } from './token-client';

/** The process's OneAPI token client for the gateway a `oneapi` driver carries. */
export type OneApiTokens = (gateway: OneApiGateway) => OneApiTokenClient;

/**
 * The process's one OneAPI token client, built on first use: the charging and the SMS driver share
 * it (one token, one refresh), and the configuration hands both the same gateway.
 */
export function oneApiTokensFor(config: Pick<Config, 'charging'>): OneApiTokens {
  let client: OneApiTokenClient | undefined;
  return (gateway) =>
    (client ??= createOneApiTokenClient({
      tokenUrl: gateway.tokenUrl,
      clientId: gateway.clientId,
      clientSecret: gateway.clientSecret,
      timeoutMs: config.charging.httpTimeoutMs,
    }));
}
