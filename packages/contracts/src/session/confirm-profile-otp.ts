import { z } from 'zod';
import { defineContract } from '../contract';
import { ZMessage } from '../common/envelope';
import { ZOtp } from '../common/fields';

export const ZConfirmProfileOtpRequest = z.object({
  otp: ZOtp,
});
export type TConfirmProfileOtpRequest = z.infer<typeof ZConfirmProfileOtpRequest>;

export const ZConfirmProfileOtpResponse = ZMessage;
export type TConfirmProfileOtpResponse = z.infer<typeof ZConfirmProfileOtpResponse>;

/**
 * A wrong code is a 422 on `otp`; a right one counts as consent for a few minutes (docs/design.md#consent).
 */
export const confirmProfileOtp = defineContract({
  method: 'POST',
  path: '/api/client/profile/confirm/otp',
  summary: 'Confirms the code sent by generate/otp (fresh consent for charging actions)',
  tags: ['session'],
  access: 'subscriber',
  body: ZConfirmProfileOtpRequest,
  response: ZConfirmProfileOtpResponse,
});
