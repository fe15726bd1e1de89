import type { FastifyInstance } from 'fastify';
import { getInformations, getNews, getNewsItem } from '@sarraf/contracts';
import { CONTENT_TAGS } from '../../services/content-cache';
import { listInformations } from '../../services/information';
import { getNewsItem as newsItem, listNews, NEWS_TAGS } from '../../services/news';
import { cachedRouteFromContract } from './cached-route';

/** News and the information pages: editorial HTML, sanitised when served. */
export function registerNewsRoutes(app: FastifyInstance) {
  const { config, database, contentCache } = app.deps;
  cachedRouteFromContract(app, getNews, {
    tags: NEWS_TAGS,
    build: ({ query, lang }) => listNews(database.db, contentCache, config.timeZone, query, lang),
  });
  cachedRouteFromContract(app, getNewsItem, {
    tags: NEWS_TAGS,
    build: ({ params, lang }) => newsItem(database.db, params.id, lang),
  });
  cachedRouteFromContract(app, getInformations, {
    tags: [CONTENT_TAGS.informations],
    build: ({ query, lang }) => listInformations(database.db, query, lang),
  });
}
