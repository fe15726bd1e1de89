import { z } from 'zod';
import { ZTimestamp } from '../fields';

/** The fields of a sign-in; the server also sets the `access_token` cookie. */
export const ZAccessToken = z.object({
  /** Opaque `id|secret`; sent back as `Authorization: Bearer …`. */
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  /** Sliding: each use pushes it `TOKEN_TTL_DAYS` further. */
  expires_at: ZTimestamp,
});
export type TAccessToken = z.infer<typeof ZAccessToken>;
