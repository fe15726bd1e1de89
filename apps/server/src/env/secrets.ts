import { z } from 'zod';
import { readAppSecret, newAppSecret } from './generated-secrets';
import { required, type Checks } from './fields';
import type { TServerEnv } from './server';

/** The key of every code, token and XSRF HMAC. */
export const ZSecretsEnv = z.object({
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});
export type TSecretsEnv = z.infer<typeof ZSecretsEnv>;

/**
 * APP_SECRET, or outside production the one generated into DATA_DIR at start. A process that
 * skipped that step (a test, a benchmark) and finds none gets a secret of its own, never written.
 */
export function secretsConfig(
  env: TSecretsEnv & Pick<TServerEnv, 'NODE_ENV'>,
  dataDir: string,
  checks: Checks,
) {
  if (env.NODE_ENV === 'production') {
    const given = required(checks, 'when NODE_ENV=production', { APP_SECRET: env.APP_SECRET });
    return given ? { appSecret: given.APP_SECRET } : z.NEVER;
  }
  return { appSecret: env.APP_SECRET ?? readAppSecret(dataDir) ?? newAppSecret() };
}
