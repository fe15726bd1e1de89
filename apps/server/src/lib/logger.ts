import type { FastifyError, FastifyServerOptions } from 'fastify';
import type { Config } from '../env';
import { scrubLogArguments, toSafeError } from './log-safety';

// Codes, tokens and passwords never reach a log line (docs/design.md#one-time-codes): not in bodies, headers
// or URLs.
const SECRET_QUERY = /([?&](?:otp|token|access_token|password|code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): FastifyServerOptions['logger'] {
  return {
    level: config.nodeEnv === 'test' ? 'silent' : config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.otp',
        '*.password',
        '*.access_token',
        '*.code',
      ],
      censor: '[redacted]',
    },
    // No line may carry a statement's text or its parameters (a failed insert of a code SMS holds the
    // code): every argument is scrubbed before serialisation (lib/log-safety.ts).
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, scrubLogArguments(args));
      },
    },
    serializers: {
      // Errors logged under `err` by Fastify itself, past the hook's reach (the hook sees its args).
      err(error: FastifyError) {
        return { stack: '', ...toSafeError(error) };
      },
      req(request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
