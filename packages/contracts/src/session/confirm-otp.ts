import { z } from 'zod';
import { defineContract } from '../contract';
import { ZAccessToken } from '../common/entities/access-token';
import { ZPlan } from '../common/entities/plan';
import { ZCheckType, ZOtp } from '../common/fields';
import { ZMsisdnInput } from '../common/msisdn';

/** `{otp, msisdn}`; the route guard's link sign-in adds `check_type: "otp"`. */
export const ZConfirmOtpRequest = z.object({
  otp: ZOtp,
  msisdn: ZMsisdnInput,
  check_type: ZCheckType.optional(),
});
export type TConfirmOtpRequest = z.infer<typeof ZConfirmOtpRequest>;

/** Known subscriber: signed in. */
export const ZConfirmOtpSignedIn = ZAccessToken.extend({
  Code: z.literal(0),
});
export type TConfirmOtpSignedIn = z.infer<typeof ZConfirmOtpSignedIn>;

/** Code 50: unknown number, a plan must be chosen; the msisdn is verified for 15 minutes. */
export const ZConfirmOtpChoosePlan = z.object({
  Code: z.literal(50),
  SubscriptionsList: z.array(ZPlan),
});
export type TConfirmOtpChoosePlan = z.infer<typeof ZConfirmOtpChoosePlan>;

/** Narrow on `Code`. */
export const ZConfirmOtpResponse = z.discriminatedUnion('Code', [ZConfirmOtpSignedIn, ZConfirmOtpChoosePlan]);
export type TConfirmOtpResponse = z.infer<typeof ZConfirmOtpResponse>;

/** Code 50: an unknown number must choose a plan. */
export const CONFIRM_OTP_CHOOSE_PLAN = 50;

export const confirmOtp = defineContract({
  method: 'POST',
  path: '/api/client/confirm/otp',
  summary: 'Confirms a sign-in code: a token for a known subscriber, the plans (Code 50) for a new number',
  tags: ['session'],
  access: 'public',
  body: ZConfirmOtpRequest,
  response: ZConfirmOtpResponse,
});
