import type { FastifyInstance } from 'fastify';
import {
  getExchangeCompanyPhoneNumbers,
  getInternationalExchangeCompanies,
  getLocalExchangeCompanies,
} from '@sarraf/contracts';
import {
  DIRECTORY_TAGS,
  listCompanyPhoneNumbers,
  listExchangeCompanies,
} from '../../services/exchange-companies';
import { cachedRouteFromContract } from './cached-route';

/** Local and international exchange companies and the flat list of their numbers. */
export function registerExchangeCompanyRoutes(app: FastifyInstance) {
  const { database, contentCache } = app.deps;
  cachedRouteFromContract(app, getLocalExchangeCompanies, {
    tags: DIRECTORY_TAGS,
    build: ({ query }) => listExchangeCompanies(database.db, contentCache, 'local', query),
  });
  cachedRouteFromContract(app, getInternationalExchangeCompanies, {
    tags: DIRECTORY_TAGS,
    build: ({ query }) => listExchangeCompanies(database.db, contentCache, 'international', query),
  });
  cachedRouteFromContract(app, getExchangeCompanyPhoneNumbers, {
    tags: DIRECTORY_TAGS,
    build: ({ query }) => listCompanyPhoneNumbers(database.db, contentCache, query),
  });
}
