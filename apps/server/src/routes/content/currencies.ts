import type { FastifyInstance } from 'fastify';
import { convertCurrency, getCurrencyList } from '@sarraf/contracts';
import { convertCurrency as convert } from '../../services/rates/convert-currency';
import { listCurrencies } from '../../services/rates/list-currencies';
import { MARKET_TAGS } from '../../services/rates/market-snapshot';
import { cachedRouteFromContract } from './cached-route';

/** The currency list and the converter, both computed from the cached market snapshot. */
export function registerCurrencyRoutes(app: FastifyInstance) {
  const { database, contentCache } = app.deps;
  cachedRouteFromContract(app, getCurrencyList, {
    tags: MARKET_TAGS,
    build: ({ query }) => listCurrencies(database.db, contentCache, query),
  });
  cachedRouteFromContract(app, convertCurrency, {
    tags: MARKET_TAGS,
    build: ({ query }) => convert(database.db, contentCache, query),
  });
}
