import type { FastifyInstance } from 'fastify';
import { adminListTransactions, adminRefundTransaction } from '@sarraf/contracts';
import { say } from '../../../lib/messages';
import { msisdnRules } from '../../../lib/msisdn';
import { routeFromContract } from '../../../lib/route';
import { operatorScopeOf, requireAdmin } from '../../../plugins/admin-auth';
import { listTransactions, refundTransaction } from '../../../services/back-office';

export function registerTransactionRoutes(app: FastifyInstance) {
  const { config, database, charging } = app.deps;
  const rules = { ...msisdnRules(config), prefixes: [] };

  routeFromContract(app, adminListTransactions, ({ query, request }) =>
    listTransactions(database.db, config.timeZone, rules, {
      ...query,
      operator: operatorScopeOf(request, query.operator),
    }),
  );

  routeFromContract(app, adminRefundTransaction, async ({ params, body, request }) => {
    const admin = requireAdmin(request);
    const { refund } = await refundTransaction(
      { db: database.db, charging, log: request.log },
      { admin, ip: request.ip },
      params.id,
      body,
    );
    return {
      message: say(
        request,
        refund.status === 'succeeded'
          ? 'ops_refund_recorded'
          : refund.status === 'pending'
            ? 'ops_refund_pending'
            : 'ops_refund_refused',
      ),
      data: refund,
    };
  });
}
