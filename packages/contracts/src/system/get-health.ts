import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';

export const ZHealthResponse = ZData(z.object({ status: z.literal('ok') }));
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** Liveness: the process answers. Touches nothing else. */
export const getHealth = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness',
  tags: ['system'],
  access: 'public',
  response: ZHealthResponse,
});
