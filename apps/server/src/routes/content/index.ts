import type { FastifyInstance } from 'fastify';

/** Public content calls (SPEC §7 "Content"; issue 5). */
export function registerContentRoutes(_app: FastifyInstance) {}
