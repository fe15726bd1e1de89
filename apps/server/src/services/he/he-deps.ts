import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import type { CounterStore } from '../../lib/counter-store';

/** What header enrichment needs; the API's `app.deps` + `app.log` fit. */
export interface HeDeps {
  config: Config;
  database: Database;
  /** Single-use markers and limits, shared through Redis when REDIS_URL is set. */
  counters: CounterStore;
  log: FastifyBaseLogger;
}

/** A token lives this long (docs/header-enrichment.md#the-token). */
export const HE_TOKEN_TTL_S = 300;

/**
 * Tokens issued to one number per hour. A page load asks once, so this is far above use; past it
 * the page gets a 429 and the portal quietly keeps the SMS-code form. Not per address: every
 * subscriber arrives from the gateway's few addresses.
 */
export const HE_IDENTIFY_PER_NUMBER_PER_HOUR = 60;
