import type { FastifyInstance } from 'fastify';
import { adminCancelSubscription, adminGetSubscriber, adminListSubscribers } from '@sarraf/contracts';
import { say } from '../../../lib/messages';
import { msisdnRules } from '../../../lib/msisdn';
import { routeFromContract } from '../../../lib/route';
import { boundOperatorOfRequest, operatorScopeOf, requireAdmin } from '../../../plugins/admin-auth';
import {
  cancelSubscriberSubscription,
  getSubscriberDetail,
  listSubscribers,
} from '../../../services/back-office';

export function registerSubscriberRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const deps = { ...app.deps, log: app.log };
  // Searching finds every number stored, even outside today's MSISDN_PREFIXES.
  const rules = { ...msisdnRules(config), prefixes: [] };

  routeFromContract(app, adminListSubscribers, ({ query, request }) =>
    listSubscribers(database.db, rules, { ...query, operator: operatorScopeOf(request, query.operator) }),
  );

  routeFromContract(app, adminGetSubscriber, async ({ params, request }) => ({
    data: await getSubscriberDetail(database.db, params.id, boundOperatorOfRequest(request)),
  }));

  routeFromContract(app, adminCancelSubscription, async ({ params, body, request }) => {
    const admin = requireAdmin(request);
    const subscription = await cancelSubscriberSubscription(
      deps,
      { admin, ip: request.ip },
      params.id,
      body.reason,
    );
    return {
      message: say(request, 'ops_subscription_cancelled'),
      data: subscription,
    };
  });
}
