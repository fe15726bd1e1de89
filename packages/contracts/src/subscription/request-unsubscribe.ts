import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZCodeSentResponse } from '../session/code-sent';
import { ZEmptyRequest } from '../common/envelope';

/** Nothing; the token says who. */
export const ZRequestUnsubscribeRequest = ZEmptyRequest;
export type TRequestUnsubscribeRequest = z.infer<typeof ZRequestUnsubscribeRequest>;

export const ZRequestUnsubscribeResponse = ZCodeSentResponse;
export type TRequestUnsubscribeResponse = z.infer<typeof ZRequestUnsubscribeResponse>;

export const requestUnsubscribe = defineContract({
  method: 'POST',
  path: '/api/client/request-unsubscribe',
  summary: 'Step 1 of unsubscribing: sends an `unsubscribe` code by SMS',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZRequestUnsubscribeRequest,
  response: ZRequestUnsubscribeResponse,
});
