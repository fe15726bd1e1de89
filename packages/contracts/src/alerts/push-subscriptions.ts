import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZMessage } from '../common/envelope';

/** base64url without padding, as `PushSubscription.toJSON()` writes the keys. */
const ZBase64Url = z.string().regex(/^[A-Za-z0-9_-]+$/);

/**
 * A browser's `PushSubscription.toJSON()`. `p256dh` is an uncompressed P-256 point (65 bytes, 87
 * characters), `auth` a 16-byte secret (22 characters): anything else cannot be encrypted to.
 * The endpoint is a URL; the server takes only `https:` ones (loopback `http:` only in tests,
 * docs/design.md#web-push).
 */
export const ZPushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  /** Milliseconds since the epoch, when the push service will drop it (at most the year 9999). */
  expirationTime: z.number().int().min(0).max(253_402_300_799_999).nullish(),
  keys: z.object({
    p256dh: ZBase64Url.length(87),
    auth: ZBase64Url.length(22),
  }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

/** The server's VAPID public key: the browser's `applicationServerKey`. */
export const ZPushKey = z.object({ public_key: z.string() });
export type TPushKey = z.infer<typeof ZPushKey>;

export const getPushKey = defineContract({
  method: 'GET',
  path: '/api/client/push/key',
  summary: "The server's VAPID public key, for the browser's push subscription",
  tags: ['alerts'],
  access: 'public',
  response: ZData(ZPushKey),
});

/** Idempotent per endpoint; 422 past the limit of browsers per subscriber. */
export const savePushSubscription = defineContract({
  method: 'POST',
  path: '/api/client/push/subscriptions',
  summary: "Turns web push on for one of the signed-in subscriber's browsers",
  tags: ['alerts'],
  access: 'subscriber',
  body: ZPushSubscriptionInput,
  response: ZMessage,
});

export const ZDeletePushSubscriptionQuery = z.object({ endpoint: z.string().min(1).max(2048) });
export type TDeletePushSubscriptionQuery = z.infer<typeof ZDeletePushSubscriptionQuery>;

/** By endpoint in the query; only the subscriber's own browser, and a second call is no error. */
export const deletePushSubscription = defineContract({
  method: 'DELETE',
  path: '/api/client/push/subscriptions',
  summary: 'Turns web push off for one browser',
  tags: ['alerts'],
  access: 'subscriber',
  query: ZDeletePushSubscriptionQuery,
  response: ZMessage,
});
