import type { FastifyInstance } from 'fastify';
import { runDevBillingSweep } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { runBillingSweep } from '../../services/billing';

/**
 * `POST /api/dev/billing/sweep {now}`: the same idempotent sweep as
 * `npm run billing:sweep -- --now ISO` (renewals, then the reminders due), on a running server
 * (PGlite is single-process, so the CLI cannot run beside it). Registered only when dev routes are
 * on (see dev-sms.ts), never in production.
 */
export function registerDevBillingRoute(app: FastifyInstance) {
  if (!app.deps.config.network.devRoutes) return;
  const deps = { ...app.deps, log: app.log };
  routeFromContract(app, runDevBillingSweep, async ({ body }) => ({
    data: await runBillingSweep(deps, { now: body?.now ? new Date(body.now) : new Date() }),
  }));
}
