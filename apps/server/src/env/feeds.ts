import { z } from 'zod';
import { flag, optionalUrl } from './fields';
import type { TDatabaseEnv } from './database';
import type { TServerEnv } from './server';

/** Where rates come from besides the editors: the reference feed and the demo feed. */
export const ZFeedsEnv = z.object({
  // The international reference feed (docs/design.md#reference-rates), fetched every hour.
  REFERENCE_FEED_URL: optionalUrl,
  // Editors type feed URLs: only public internet addresses are fetched unless this is 1 (a feed
  // on the operator's own network, or tests against a local server). docs/security.md#feeds-fetch-only-the-public-internet
  FEEDS_ALLOW_PRIVATE: flag(),
  // The demo feed (docs/design.md#the-demo-feed): drifts every market's rates every five
  // minutes so a newcomer sees rates, alerts and charts move. Default: on with the embedded
  // database outside production, else off.
  DEMO_FEED: z
    .enum(['true', 'false', '1', '0'], 'must be true, false, 1 or 0')
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
});
export type TFeedsEnv = z.infer<typeof ZFeedsEnv>;

export function feedsConfig(
  env: TFeedsEnv & Pick<TServerEnv, 'NODE_ENV'> & Pick<TDatabaseEnv, 'DATABASE_URL'>,
) {
  return {
    /** REFERENCE_FEED_URL: the reference feed's daily file; unset = no scheduled import. */
    referenceFeedUrl: env.REFERENCE_FEED_URL,
    /** FEEDS_ALLOW_PRIVATE: rate feeds may be fetched from private and loopback addresses. */
    feedsAllowPrivate: env.FEEDS_ALLOW_PRIVATE,
    /** DEMO_FEED: the demo feed drifts the rates; on by default only with PGlite outside production. */
    demoFeed: env.DEMO_FEED ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production'),
  };
}
