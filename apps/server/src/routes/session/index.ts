import type { FastifyInstance } from 'fastify';

/** Sign-in, codes, tokens (SPEC §7 "Session and login"; issue 3). */
export function registerSessionRoutes(_app: FastifyInstance) {}
