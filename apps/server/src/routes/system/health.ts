import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { serviceUnavailable } from '../../lib/http-error';
import type { Database } from '../../db/client';

/** Liveness answers without touching anything; readiness proves the database answers. */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  routeFromContract(app, getHealth, () => ({ data: { status: 'ok' as const } }));
  routeFromContract(app, getReady, async () => {
    try {
      await database.ping();
    } catch {
      throw serviceUnavailable();
    }
    return { data: { status: 'ok' as const, database: database.kind } };
  });
}
