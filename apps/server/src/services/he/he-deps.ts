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
 * The window of identify's limits (HE_IDENTIFY_PER_MIN a minute per number, and per client address
 * outside the gateway). A page load asks once, so the figure is far above use; past it the page
 * gets a 429 and the portal quietly keeps the SMS-code form.
 */
export const HE_IDENTIFY_WINDOW_S = 60;
