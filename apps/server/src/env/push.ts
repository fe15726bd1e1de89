import { z } from 'zod';
import { flag, required, type Checks } from './fields';
import { newVapidKeys, readVapidKeys } from './generated-secrets';
import type { TServerEnv } from './server';

/** Web push for alerts (docs/design.md#web-push). */
export const ZPushEnv = z.object({
  // The server's VAPID key pair, base64url as web-push writes them. Both or neither: unset, the
  // pair generated into DATA_DIR at start is used.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  // Who push services contact about our pushes; default PUBLIC_URL when https, else a mailto:.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // Tests and local development only: accept `http://` push endpoints on loopback addresses
  // (a local receiver instead of a real push service). Refused in production.
  PUSH_ALLOW_LOOPBACK_HTTP: flag(),
});
export type TPushEnv = z.infer<typeof ZPushEnv>;

/** PUBLIC_URL when it is https (what push services expect), else a mailto: at its host. */
function defaultVapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:') return url.origin;
  // An address is no mail domain (`[::]`, `0.0.0.0`): a development server's subject, never read.
  const domain = /^[a-z0-9.-]*[a-z][a-z0-9.-]*$/i.test(url.hostname) ? url.hostname : 'localhost';
  return `mailto:push@${domain}`;
}

/**
 * The VAPID pair of the variables, else the one generated into DATA_DIR at start. A process that
 * skipped that step (a test, a benchmark) and finds none gets a pair of its own, never written.
 */
export function pushConfig(
  env: TPushEnv & Pick<TServerEnv, 'NODE_ENV'>,
  where: { dataDir: string; publicUrl: string },
  checks: Checks,
) {
  if (env.VAPID_PRIVATE_KEY) {
    required(checks, 'with VAPID_PRIVATE_KEY', { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY });
  }
  if (env.VAPID_PUBLIC_KEY) {
    required(checks, 'with VAPID_PUBLIC_KEY', { VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY });
  }
  if (env.NODE_ENV === 'production' && env.PUSH_ALLOW_LOOPBACK_HTTP) {
    checks.refuse('PUSH_ALLOW_LOOPBACK_HTTP', 'is for tests and development, never production');
  }
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : (readVapidKeys(where.dataDir) ?? newVapidKeys());
  return {
    push: {
      /** VAPID_PUBLIC_KEY, or the generated one in DATA_DIR. */
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
      /** VAPID_SUBJECT, or PUBLIC_URL when https, else a mailto: at its host. */
      subject: env.VAPID_SUBJECT ?? defaultVapidSubject(where.publicUrl),
      /** PUSH_ALLOW_LOOPBACK_HTTP: `http://` endpoints on loopback accepted (tests, development). */
      allowLoopbackHttp: env.PUSH_ALLOW_LOOPBACK_HTTP,
    },
  };
}
