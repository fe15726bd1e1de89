import type { FastifyInstance } from 'fastify';
import { adminCreateUser, adminListUsers, adminResetUserPassword, adminUpdateUser } from '@sarraf/contracts';
import { pickLang, translate } from '../../../lib/messages';
import { routeFromContract } from '../../../lib/route';
import { requireAdmin } from '../../../plugins/admin-auth';
import {
  createAdminAccount,
  listAdminUsers,
  resetAdminPassword,
  updateAdminAccount,
} from '../../../services/back-office/users/manage-admin-users';

export function registerAdminUserRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  const say = (key: Parameters<typeof translate>[0], acceptLanguage: string | undefined) =>
    translate(key, pickLang(acceptLanguage));

  routeFromContract(app, adminListUsers, async () => ({ data: await listAdminUsers(database.db) }));

  routeFromContract(app, adminCreateUser, async ({ body, request }) => ({
    message: say('ops_user_created', request.headers['accept-language']),
    data: await createAdminAccount(database.db, { admin: requireAdmin(request), ip: request.ip }, body),
  }));

  routeFromContract(app, adminUpdateUser, async ({ params, body, request }) => ({
    message: say('ops_user_saved', request.headers['accept-language']),
    data: await updateAdminAccount(
      database.db,
      { admin: requireAdmin(request), ip: request.ip },
      params.id,
      body,
    ),
  }));

  routeFromContract(app, adminResetUserPassword, async ({ params, body, request }) => ({
    message: say('ops_user_password_reset', request.headers['accept-language']),
    data: await resetAdminPassword(
      database.db,
      { admin: requireAdmin(request), ip: request.ip },
      params.id,
      body.password,
    ),
  }));
}
