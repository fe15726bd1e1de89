import type { FastifyInstance } from 'fastify';
import { adminGetUssdSummary } from '@sarraf/contracts';
import { routeFromContract } from '../../../lib/route';
import { getUssdSummary } from '../../../services/phone-channels';

/** USSD sessions per day and by last menu, for the back office's channels screen (docs/ussd.md#back-office). */
export function registerUssdSummaryRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  routeFromContract(app, adminGetUssdSummary, async ({ query }) => ({
    data: await getUssdSummary(database.db, config.timeZone, query),
  }));
}
