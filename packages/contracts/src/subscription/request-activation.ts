import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZCodeSentResponse } from '../session/code-sent';
import { ZEmptyRequest } from '../common/envelope';

/** Nothing; the current plan is activated. */
export const ZRequestActivationRequest = ZEmptyRequest;
export type TRequestActivationRequest = z.infer<typeof ZRequestActivationRequest>;

export const ZRequestActivationResponse = ZCodeSentResponse;
export type TRequestActivationResponse = z.infer<typeof ZRequestActivationResponse>;

export const requestActivation = defineContract({
  method: 'POST',
  path: '/api/client/request-activation',
  summary:
    'Step 1 of (re)activating a pending, suspended or cancelled subscription: sends an `activation` code',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZRequestActivationRequest,
  response: ZRequestActivationResponse,
});
