import path from 'node:path';
import { z } from 'zod';
import { port } from './fields';

/** The process: what it runs, where it listens, where it keeps its files, how it stops and logs. */
export const ZServerEnv = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  // Graceful stop (SIGTERM/SIGINT): in-flight requests and jobs get this long, then the process
  // exits anyway (below Docker's and Kubernetes' default kill grace of 10 s/30 s when lowered).
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(25),
  // A settlement import whose worker has not said it is alive for this long is taken over by
  // another worker and started over (docs/revenue.md#settlement).
  SETTLEMENT_STALE_S: z.coerce.number().int().min(2).max(3600).default(120),
  // Slow-client protection: a whole request (headers and body) must arrive within this; the
  // headers alone within a third of it (at most 10 s), so a slowloris cannot hold sockets open.
  HTTP_REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(300).default(30),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type TServerEnv = z.infer<typeof ZServerEnv>;

/** The address a server on HOST:PORT is reached at, an IPv6 HOST in brackets as URLs write it. */
const defaultPublicUrl = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

export function serverConfig(env: TServerEnv) {
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    /** DATA_DIR, absolute. */
    dataDir: path.resolve(env.DATA_DIR),
    role: env.APP_ROLE,
    shutdownTimeoutS: env.SHUTDOWN_TIMEOUT_S,
    /** SETTLEMENT_STALE_S: a running settlement import silent this long is taken over. */
    settlementStaleS: env.SETTLEMENT_STALE_S,
    httpRequestTimeoutS: env.HTTP_REQUEST_TIMEOUT_S,
    /** PUBLIC_URL without its trailing slash, or http://HOST:PORT. */
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
  };
}
