import type { FastifyInstance } from 'fastify';
import { adminCreateUser, adminListUsers, adminResetUserPassword, adminUpdateUser } from '@sarraf/contracts';
import { say } from '../../../lib/messages';
import { routeFromContract } from '../../../lib/route';
import { requireAdmin } from '../../../plugins/admin-auth';
import {
  assertServedOperator,
  createAdminAccount,
  listAdminUsers,
  resetAdminPassword,
  updateAdminAccount,
} from '../../../services/back-office';

export function registerAdminUserRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;

  routeFromContract(app, adminListUsers, async () => ({ data: await listAdminUsers(database.db) }));

  routeFromContract(app, adminCreateUser, async ({ body, request }) => {
    assertServedOperator(config.operators, body.operator_id, 'operator_id');
    return {
      message: say(request, 'ops_user_created'),
      data: await createAdminAccount(database.db, { admin: requireAdmin(request), ip: request.ip }, body),
    };
  });

  routeFromContract(app, adminUpdateUser, async ({ params, body, request }) => {
    assertServedOperator(config.operators, body.operator_id, 'operator_id');
    return {
      message: say(request, 'ops_user_saved'),
      data: await updateAdminAccount(
        database.db,
        { admin: requireAdmin(request), ip: request.ip },
        params.id,
        body,
      ),
    };
  });

  routeFromContract(app, adminResetUserPassword, async ({ params, body, request }) => ({
    message: say(request, 'ops_user_password_reset'),
    data: await resetAdminPassword(
      database.db,
      { admin: requireAdmin(request), ip: request.ip },
      params.id,
      body.password,
    ),
  }));
}
