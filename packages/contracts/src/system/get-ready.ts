import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';

/** Which database answered: the embedded PGlite or a PostgreSQL server. */
export const ZReadyResponse = ZData(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  }),
);
export type TReadyResponse = z.infer<typeof ZReadyResponse>;

/** Readiness: the database answers; otherwise 503 `{message}`. */
export const getReady = defineContract({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: database reachable',
  tags: ['system'],
  access: 'public',
  response: ZReadyResponse,
});
