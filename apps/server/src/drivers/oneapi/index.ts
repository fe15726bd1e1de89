import type { Config } from '../../env';
import { createOneApiTokenClient, type OneApiTokenClient } from './token-client';

export type { OneApiTokenClient } from './token-client';

/**
 * The process's one OneAPI token client, built on first use: the charging and the SMS driver share
 * it (one token, one refresh). env.ts has checked the ONEAPI_* settings are present when a driver
 * is `oneapi`.
 */
export function oneApiTokensFor(config: Pick<Config, 'oneApi' | 'charging'>): () => OneApiTokenClient {
  let client: OneApiTokenClient | undefined;
  return () =>
    (client ??= createOneApiTokenClient({
      tokenUrl: config.oneApi.tokenUrl!,
      clientId: config.oneApi.clientId!,
      clientSecret: config.oneApi.clientSecret!,
      timeoutMs: config.charging.httpTimeoutMs,
    }));
}
