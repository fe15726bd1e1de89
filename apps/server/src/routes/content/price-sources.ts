import type { FastifyInstance } from 'fastify';
import { getPriceLists, getPriceSources } from '@sarraf/contracts';
import { listPriceLists, PRICE_LIST_TAGS } from '../../services/price-lists';
import { listPriceSources } from '../../services/price-sources';
import { MARKET_TAGS } from '../../services/rates';
import { cachedRouteFromContract } from './cached-route';

/** Price sources (markets, banks, companies) and their dated bulletins. */
export function registerPriceSourceRoutes(app: FastifyInstance) {
  const { config, database, contentCache } = app.deps;
  const zone = config.timeZone;
  cachedRouteFromContract(app, getPriceSources, {
    tags: MARKET_TAGS,
    build: ({ query, lang }) => listPriceSources(database.db, contentCache, zone, query, lang),
  });
  cachedRouteFromContract(app, getPriceLists, {
    tags: PRICE_LIST_TAGS,
    build: ({ query, lang }) => listPriceLists(database.db, contentCache, zone, query, lang),
  });
}
