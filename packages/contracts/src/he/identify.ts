import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * The number the operator's gateway put in the request, masked (the first 5 and the last 3 digits
 * kept), whether it is a subscriber, and the short-lived single-use token that signs it in or
 * subscribes it. The token is opaque: the number cannot be read from it.
 */
export const ZHeIdentified = z.object({
  identified: z.literal(true),
  msisdn_masked: z.string().regex(/^\d{5}\*+\d{3}$/),
  /** True exactly when `confirmOtp` would answer this number with `Code: 0`. */
  subscriber: z.boolean(),
  he_token: z.string().min(1),
});
export type THeIdentified = z.infer<typeof ZHeIdentified>;

/** Not on the operator's network (Wi-Fi, another gateway), header enrichment off, or no usable number. */
export const ZHeNotIdentified = z.object({ identified: z.literal(false) });

export const ZHeIdentifyResponse = z.object({
  data: z.discriminatedUnion('identified', [ZHeIdentified, ZHeNotIdentified]),
});
export type THeIdentifyResponse = z.infer<typeof ZHeIdentifyResponse>;

export const heIdentify = defineContract({
  method: 'GET',
  path: '/api/client/he/identify',
  summary: "Reads the number the operator's gateway added (header enrichment); never cached",
  tags: ['session'],
  access: 'public',
  response: ZHeIdentifyResponse,
});

/**
 * The plain-HTTP entry of header enrichment (docs/header-enrichment.md#deployment): the operator
 * routes this address through its gateway, and the answer is a redirect to the HTTPS portal
 * (`PUBLIC_URL`, nowhere else) carrying identify's answer in the fragment, where neither servers
 * nor their logs see it: `#he=<token>&m=<masked number>&s=<1|0>`; not identified, the portal alone.
 */
export const heStart = defineContract({
  method: 'GET',
  path: '/api/client/he/start',
  summary: 'Header enrichment over plain HTTP: identifies, then redirects to the HTTPS portal with the token',
  tags: ['session'],
  access: 'public',
  produces: [{ kind: 'redirect' }],
  response: z.any(),
});

export { HE_FRAGMENT_KEYS } from '../he-fragment';
