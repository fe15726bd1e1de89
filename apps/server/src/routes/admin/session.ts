import type { FastifyInstance } from 'fastify';
import { adminGetSession, adminSignIn, adminSignOut, adminSignOutEverywhere } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { say } from '../../lib/messages';
import { clearAdminSessionCookie, setAdminSessionCookie } from '../../lib/admin-session-cookie';
import { requireAdmin } from '../../plugins/admin-auth';
import { signInAdmin, signOutAdmin } from '../../services/back-office';

export function registerAdminSessionRoutes(app: FastifyInstance) {
  const { config, database, counters } = app.deps;
  // docs/design.md#one-clock: the back office writes its times in the service's zone.
  const service = { time_zone: config.timeZone };

  routeFromContract(app, adminSignIn, async ({ body, request, reply }) => {
    const { token, user } = await signInAdmin(
      { db: database.db, counters, config },
      {
        email: body.email,
        password: body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      },
    );
    setAdminSessionCookie(reply, token, config.isProduction);
    return { data: user, service };
  });

  routeFromContract(app, adminGetSession, ({ request }) => ({ data: requireAdmin(request).user, service }));

  routeFromContract(app, adminSignOut, async ({ request, reply }) => {
    const admin = requireAdmin(request);
    await signOutAdmin(database.db, { admin, ip: request.ip });
    clearAdminSessionCookie(reply, config.isProduction);
    return { message: say(request, 'admin_signed_out') };
  });

  routeFromContract(app, adminSignOutEverywhere, async ({ request, reply }) => {
    const admin = requireAdmin(request);
    await signOutAdmin(database.db, { admin, ip: request.ip }, { everywhere: true });
    clearAdminSessionCookie(reply, config.isProduction);
    return {
      message: say(request, 'admin_signed_out_everywhere'),
    };
  });
}
