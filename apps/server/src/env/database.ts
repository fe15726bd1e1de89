import { z } from 'zod';

/** The database (PGlite under DATA_DIR unless DATABASE_URL) and the optional shared Redis. */
export const ZDatabaseEnv = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Prefix of every Redis key and channel: deployments (or test runs) sharing one Redis stay apart.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be 1–40 letters, digits, colons, dashes or underscores')
    .default('sarraf:'),
});
export type TDatabaseEnv = z.infer<typeof ZDatabaseEnv>;

export function databaseConfig(env: TDatabaseEnv) {
  return {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
  };
}
