import type { FastifyInstance } from 'fastify';
import { runDevRevenueSummarize } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { summarizeRevenue } from '../../services/revenue';

/**
 * `POST /api/dev/revenue/summarize`: the `revenue.summarize` job's own run (the same service, the
 * same advisory lock), on a running server, so the browser tests need not wait for its
 * five-minute tick. Registered only when dev routes are on (see dev-sms.ts), never in production.
 */
export function registerDevRevenueRoute(app: FastifyInstance) {
  if (!app.deps.config.network.devRoutes) return;
  const { config, database } = app.deps;
  routeFromContract(app, runDevRevenueSummarize, async () => {
    const { from, to, days } = await summarizeRevenue(database.db, config.timeZone, {
      operatorIds: config.operators.map((operator) => operator.id),
    });
    return { data: { from, to, days } };
  });
}
