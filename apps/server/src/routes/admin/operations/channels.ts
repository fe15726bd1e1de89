import type { FastifyInstance } from 'fastify';
import { adminGetChannelSummary, adminListInboundMessages } from '@sarraf/contracts';
import { msisdnRules } from '../../../lib/msisdn';
import { routeFromContract } from '../../../lib/route';
import { operatorScopeOf } from '../../../plugins/admin-auth';
import { getChannelSummary, listInboundMessages } from '../../../services/back-office';

/** The keyword channel's log and its per-day summary (days of TIME_ZONE), admins only (docs/keyword-channel.md#back-office). */
export function registerChannelRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const rules = { ...msisdnRules(config), prefixes: [] };
  routeFromContract(app, adminListInboundMessages, ({ query, request }) =>
    listInboundMessages(database.db, config.timeZone, rules, {
      ...query,
      operator: operatorScopeOf(request, query.operator),
    }),
  );
  routeFromContract(app, adminGetChannelSummary, async ({ query }) => ({
    data: await getChannelSummary(database.db, config.timeZone, query),
  }));
}
