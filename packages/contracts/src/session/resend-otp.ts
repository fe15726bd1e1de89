import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCodeSentResponse } from './code-sent';
import { ZMsisdnInput } from '../common/msisdn';

export const ZResendOtpRequest = z.object({
  msisdn: ZMsisdnInput,
});
export type TResendOtpRequest = z.infer<typeof ZResendOtpRequest>;

export const ZResendOtpResponse = ZCodeSentResponse;
export type TResendOtpResponse = z.infer<typeof ZResendOtpResponse>;

/** Too early is a 429 with `Retry-After` (the resend wait). Same answer for unknown numbers. */
export const resendOtp = defineContract({
  method: 'POST',
  path: '/api/client/resend/otp',
  summary: 'Sends a new sign-in code (voids the previous one)',
  tags: ['session'],
  access: 'public',
  body: ZResendOtpRequest,
  response: ZResendOtpResponse,
});
