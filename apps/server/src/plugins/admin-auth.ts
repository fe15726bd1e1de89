import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized, xsrfMismatch } from '../lib/http-error';
import { addRouteOnRequest } from '../lib/route-hooks';
import { ADMIN_SESSION_COOKIE } from '../lib/admin-session-cookie';
import { XSRF_COOKIE, XSRF_HEADER, xsrfTokensMatch } from '../lib/session-cookie';
import {
  authenticateAdminSession,
  type AuthenticatedAdmin,
  boundOperatorOf,
  operatorScope,
} from '../services/back-office';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in back-office user on `access: 'admin'` routes. */
    admin: AuthenticatedAdmin | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Back-office authentication and roles, enforced on the server for every admin route. A care user
 * (one operator's customer care) reaches only the routes whose contract says `care`; every other
 * admin route answers 403 to it (docs/operators.md#the-care-role).
 * The session rides in an HttpOnly SameSite=Strict cookie; because a cookie is the credential, every
 * unsafe request to /api/admin (sign-in included) must also echo the XSRF cookie in X-XSRF-TOKEN.
 */
export const adminAuthPlugin = fp(
  (app: FastifyInstance) => {
    const { config, database } = app.deps;
    app.decorateRequest('admin', null);

    const guard =
      (access: string | undefined, role: string | undefined, care: boolean) =>
      async (request: FastifyRequest) => {
        if (!SAFE_METHODS.has(request.method)) {
          const header = request.headers[XSRF_HEADER];
          const echoed = Array.isArray(header) ? header[0] : header;
          if (!xsrfTokensMatch(config.appSecret, request.cookies[XSRF_COOKIE], echoed)) throw xsrfMismatch();
        }
        if (access !== 'admin') return;

        const token = request.cookies[ADMIN_SESSION_COOKIE];
        const admin = token ? await authenticateAdminSession(database.db, token) : null;
        if (!admin) throw unauthorized();
        if (admin.user.role === 'care' ? !care : role === 'admin' && admin.user.role !== 'admin') {
          throw forbidden();
        }
        request.admin = admin;
      };
    app.addHook('onRoute', (route) => {
      const { access, role, care } = route.config ?? {};
      if (access === 'admin' || route.url.startsWith('/api/admin/'))
        addRouteOnRequest(route, guard(access, role, care === true));
    });
  },
  { name: 'admin-auth', dependencies: ['errors'] },
);

/** The signed-in admin of an `access: 'admin'` route (the plugin has already refused anyone else). */
export function requireAdmin(request: FastifyRequest, _reply?: FastifyReply): AuthenticatedAdmin {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/**
 * Whose rows an admin route lists (services/back-office/operator-scope.ts): the operator `asked`
 * names (`?operator=`), a care user's own, or undefined for every operator.
 */
export function operatorScopeOf(request: FastifyRequest, asked: string | undefined): string | undefined {
  return operatorScope(requireAdmin(request), asked, request.server.deps.config.operators);
}

/** The operator the signed-in account is bound to (a care user's), for a route about one row. */
export function boundOperatorOfRequest(request: FastifyRequest): string | undefined {
  return boundOperatorOf(requireAdmin(request));
}
