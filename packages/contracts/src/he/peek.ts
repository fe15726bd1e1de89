import { z } from 'zod';
import { defineContract } from '../contract';
import { ZHeIdentified } from './identify';
import { ZHeToken } from './he-token';

export const ZHePeekRequest = z.object({ he_token: ZHeToken });
export type THePeekRequest = z.infer<typeof ZHePeekRequest>;

/** The token's own number, masked, and whether it is a subscriber; the token is not spent. */
export const ZHePeekResponse = z.object({
  data: ZHeIdentified.pick({ msisdn_masked: true, subscriber: true }),
});
export type THePeekResponse = z.infer<typeof ZHePeekResponse>;

/**
 * What a handed-over token stands for (docs/header-enrichment.md#peek): the portal shows this number,
 * never the fragment's `m`, which whoever wrote the link chose. Refused like `heSignIn` (422 on
 * `he_token`: invalid, expired, another client address, used); nothing is spent.
 */
export const hePeek = defineContract({
  method: 'POST',
  path: '/api/client/he/peek',
  summary: "Reads a header-enrichment token's masked number and subscriber flag without spending it",
  tags: ['session'],
  access: 'public',
  body: ZHePeekRequest,
  response: ZHePeekResponse,
});
