import { z } from 'zod';
import { defineContract } from '../contract';
import { ZAlert, ZAlertInput, ZAlertLimit } from '../common/entities/alert';

export const ZCreateAlertResponse = z.object({ message: z.string(), data: ZAlert, limit: ZAlertLimit });
export type TCreateAlertResponse = z.infer<typeof ZCreateAlertResponse>;

/** 422 on `currency`/`source_id`/`value` (unknown, no such rate, a move over 100 %), on `alert` at the plan limit. */
export const createAlert = defineContract({
  method: 'POST',
  path: '/api/client/alerts',
  summary: 'Creates a rate alert, within the plan limit',
  tags: ['alerts'],
  access: 'subscriber',
  body: ZAlertInput,
  response: ZCreateAlertResponse,
});
