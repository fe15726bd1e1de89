import type { FastifyInstance } from 'fastify';
import { adminListSms } from '@sarraf/contracts';
import { msisdnRules } from '../../../lib/msisdn';
import { routeFromContract } from '../../../lib/route';
import { operatorScopeOf } from '../../../plugins/admin-auth';
import { listSms } from '../../../services/back-office';

export function registerSmsLogRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const rules = { ...msisdnRules(config), prefixes: [] };
  routeFromContract(app, adminListSms, ({ query, request }) =>
    listSms(database.db, config.timeZone, rules, {
      ...query,
      operator: operatorScopeOf(request, query.operator),
    }),
  );
}
