import type { FastifyInstance } from 'fastify';
import {
  getCategories,
  getCategoryDetails,
  getCategoryDetailsCharts,
  getCategoryInfo,
} from '@sarraf/contracts';
import {
  CATALOGUE_TAGS,
  getCategoryChart,
  getCategoryDetails as details,
  getCategoryInfo as info,
  listCategories,
  QUOTE_TAGS,
} from '../../services/categories';
import { CONTENT_TAGS } from '../../services/content-cache';
import { cachedRouteFromContract } from './cached-route';

/** Categories (currencies, gold, fuel), their items, prices and charts (docs/product.md#content). */
export function registerCategoryRoutes(app: FastifyInstance) {
  const { config, database, contentCache } = app.deps;
  const zone = config.timeZone;
  cachedRouteFromContract(app, getCategories, {
    tags: CATALOGUE_TAGS,
    build: ({ query, lang }) => listCategories(database.db, contentCache, query, lang),
  });
  cachedRouteFromContract(app, getCategoryInfo, {
    tags: QUOTE_TAGS,
    build: ({ body, lang }) => info(database.db, contentCache, zone, body, lang),
  });
  cachedRouteFromContract(app, getCategoryDetails, {
    tags: QUOTE_TAGS,
    build: ({ body, lang }) => details(database.db, contentCache, zone, body, lang),
  });
  cachedRouteFromContract(app, getCategoryDetailsCharts, {
    tags: [...CATALOGUE_TAGS, CONTENT_TAGS.rates, CONTENT_TAGS.categoryPrices, CONTENT_TAGS.priceSources],
    build: ({ body, lang }) => getCategoryChart(database.db, contentCache, zone, body, lang),
  });
}
