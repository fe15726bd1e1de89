import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCodeSentResponse } from './code-sent';
import { ZMsisdnInput } from '../common/msisdn';

export const ZLoginRequest = z.object({
  msisdn: ZMsisdnInput,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The same `{message}` whether or not the number is known (no enumeration). */
export const ZLoginResponse = ZCodeSentResponse;
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const login = defineContract({
  method: 'POST',
  path: '/api/client/login',
  summary: 'Sends a sign-in code and a one-tap link by SMS to the number',
  tags: ['session'],
  access: 'public',
  body: ZLoginRequest,
  response: ZLoginResponse,
});
