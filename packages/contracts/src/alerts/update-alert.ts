import { z } from 'zod';
import { defineContract } from '../contract';
import { ZMessageData } from '../common/envelope';
import { ZAlert, ZAlertChannels, ZAlertInput } from '../common/entities/alert';
import { ZAlertParams } from './get-alert';

/**
 * Any subset of the fields; a changed threshold or condition arms the alert again. `enabled` and
 * `channels` lose their creation defaults here: `.partial()` would otherwise fill them in, and a
 * patch of the value alone would resume a paused alert or reset its channels to SMS.
 */
export const ZUpdateAlertRequest = ZAlertInput.omit({ enabled: true, channels: true })
  .partial()
  .extend({ enabled: z.boolean().optional(), channels: ZAlertChannels.optional() });
export type TUpdateAlertRequest = z.infer<typeof ZUpdateAlertRequest>;

export const updateAlert = defineContract({
  method: 'PATCH',
  path: '/api/client/alerts/:id',
  summary: 'Edits, pauses or resumes a rate alert',
  tags: ['alerts'],
  access: 'subscriber',
  params: ZAlertParams,
  body: ZUpdateAlertRequest,
  response: ZMessageData(ZAlert),
});
