import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZMessageData } from '../common/envelope';
import { ZAlert, ZAlertInput } from '../common/entities/alert';
import { ZAlertParams } from './get-alert';

/** Any subset of the fields; a changed threshold or condition arms the alert again. */
export const ZUpdateAlertRequest = ZAlertInput.partial();
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
