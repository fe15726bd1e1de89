import { z } from 'zod';
import { defineContract } from '../contract';
import { ZConfirmOtpSignedIn } from '../session/confirm-otp';
import { ZHeToken } from './he-token';

export const ZHeSignInRequest = z.object({ he_token: ZHeToken });
export type THeSignInRequest = z.infer<typeof ZHeSignInRequest>;

export const heSignIn = defineContract({
  method: 'POST',
  path: '/api/client/he/sign-in',
  summary: 'Signs a subscriber in with a header-enrichment token, answering like confirm/otp with Code 0',
  tags: ['session'],
  access: 'public',
  body: ZHeSignInRequest,
  response: ZConfirmOtpSignedIn,
});
