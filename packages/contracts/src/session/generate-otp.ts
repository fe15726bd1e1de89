import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZCodeSentResponse } from './code-sent';

export const ZGenerateOtpResponse = ZCodeSentResponse;
export type TGenerateOtpResponse = z.infer<typeof ZGenerateOtpResponse>;

/**
 * Sends a `profile` code to the signed-in subscriber's own number. Confirming it
 * (`confirmProfileOtp`) is the fresh consent that charging actions need (docs/design.md#consent).
 */
export const generateOtp = defineContract({
  method: 'GET',
  path: '/api/client/generate/otp',
  summary: "Sends a code to the signed-in subscriber's number",
  tags: ['session'],
  access: 'subscriber',
  response: ZGenerateOtpResponse,
});
