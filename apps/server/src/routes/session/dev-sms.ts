import type { FastifyInstance } from 'fastify';
import { getDevSms } from '@sarraf/contracts';
import { msisdnRules, requireMsisdn } from '../../lib/msisdn';
import { routeFromContract } from '../../lib/route';
import { listDevSms, sentTextOf } from '../../services/sms';

/**
 * `GET /api/dev/sms?msisdn=`: the SMS log, newest first, so that people and tests can
 * read the codes the outbox "sent". It shows codes to anyone who can reach it: registered only
 * when dev routes are on (development or test on a loopback HOST, or DEV_ROUTES=1; never in
 * production; see docs/security.md).
 */
export function registerDevSmsRoute(app: FastifyInstance) {
  const { config, database } = app.deps;
  if (!config.network.devRoutes) return;
  const rules = { ...msisdnRules(config), prefixes: [] };
  routeFromContract(app, getDevSms, async ({ query }) => ({
    data: await listDevSms(database.db, {
      ...(query.msisdn ? { msisdn: requireMsisdn(query.msisdn, rules) } : {}),
      limit: query.limit,
      // A code SMS's row is masked once sent: the text as sent, when this process sent it.
      sentText: (id) => sentTextOf(database, id),
    }),
  }));
}
