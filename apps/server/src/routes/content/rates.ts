import type { FastifyInstance } from 'fastify';
import { getRateHistory, getReferenceRates } from '@sarraf/contracts';
import { getRateHistory as history, MARKET_TAGS } from '../../services/rates';
import { listReferenceRates, REFERENCE_TAGS } from '../../services/reference-rates';
import { cachedRouteFromContract } from './cached-route';

/** The history of any pair, and the reference feed's currencies; both from the content cache. */
export function registerRateRoutes(app: FastifyInstance) {
  const { config, database, contentCache } = app.deps;
  const zone = config.timeZone;
  cachedRouteFromContract(app, getRateHistory, {
    tags: [...MARKET_TAGS, ...REFERENCE_TAGS],
    build: ({ query, lang }) => history(database.db, contentCache, zone, query, lang),
  });
  cachedRouteFromContract(app, getReferenceRates, {
    tags: REFERENCE_TAGS,
    build: ({ lang }) => listReferenceRates(database.db, contentCache, lang),
  });
}
