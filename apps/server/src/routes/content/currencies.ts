import type { FastifyInstance } from 'fastify';
import { convertCurrency, getCurrencyList } from '@sarraf/contracts';
import { convertCurrency as convert, listCurrencies, MARKET_TAGS } from '../../services/rates';
import { REFERENCE_TAGS } from '../../services/reference-rates';
import { cachedRouteFromContract } from './cached-route';

/**
 * The currency list and the converter, computed from the cached market snapshot (and, for a pair
 * the market does not quote, the reference feed's).
 */
export function registerCurrencyRoutes(app: FastifyInstance) {
  const { config, database, contentCache } = app.deps;
  const zone = config.timeZone;
  cachedRouteFromContract(app, getCurrencyList, {
    tags: MARKET_TAGS,
    build: ({ query, lang }) => listCurrencies(database.db, contentCache, zone, query, lang),
  });
  cachedRouteFromContract(app, convertCurrency, {
    tags: [...MARKET_TAGS, ...REFERENCE_TAGS],
    build: ({ query, lang }) => convert(database.db, contentCache, zone, query, lang),
  });
}
