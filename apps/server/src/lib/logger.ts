import {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../env';
import { scrubLogArguments, toSafeError } from './log-safety';

/** Where log lines go: stdout, or a test's stream. A terminal says so with `isTTY`. */
export type LogOutput = DestinationStream & { isTTY?: boolean };

/**
 * Readable lines for a person at a terminal in development; JSON lines everywhere else (production,
 * a pipe, a file, a log collector, the tests), one object per line for machines to read.
 */
export function isPrettyLog(config: Pick<Config, 'nodeEnv'>, output: LogOutput = process.stdout): boolean {
  return config.nodeEnv === 'development' && output.isTTY === true;
}

// Codes, tokens and passwords never reach a log line (docs/design.md#one-time-codes): not in bodies, headers
// or URLs.
const SECRET_QUERY = /([?&](?:otp|token|access_token|password|code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Each JSON line made readable and written at once (pino-pretty's formatter, without its stream
 * pipeline: nothing waits in a buffer, so the last lines before an exit are not lost).
 */
function prettyLines(output: LogOutput): DestinationStream {
  const format = pretty.prettyFactory({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    // The request id ties a request's lines together for a log collector; a person at a terminal reads
    // the one request line instead (OneLineRequestLog).
    ignore: 'pid,hostname,reqId',
    // A line's fields beside its message, so each entry stays one line on the screen.
    singleLine: true,
  });
  return { write: (line: string) => output.write(format(line)) };
}

/**
 * The logger's options, for Fastify (`logger`) and for `createLogger`. Redaction, the scrubbing hook
 * and the serializers run before a line is written, so the pretty lines of a terminal hide what the
 * JSON lines hide. `stream` is set unless the lines are JSON to stdout (pino's own fast destination).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  output: LogOutput = process.stdout,
): LoggerOptions & { stream?: DestinationStream } {
  const stream = isPrettyLog(config, output)
    ? prettyLines(output)
    : output === process.stdout
      ? undefined
      : output;
  return {
    ...(stream ? { stream } : {}),
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

/** A logger outside Fastify (start-up, the worker, ops commands), with the same options. */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  output: LogOutput = process.stdout,
  level?: string,
): FastifyBaseLogger {
  const { stream, ...options } = loggerOptions(config, output);
  return pino({ ...options, ...(level ? { level } : {}) }, stream);
}

/** `GET /api/client/get/news?page=2 200 4 ms`: what a person at a terminal wants of a request. */
export function requestLine(method: string, url: string, statusCode: number, elapsedMs: number): string {
  return `${method} ${redactUrl(url)} ${statusCode} ${Math.round(elapsedMs)} ms`;
}

/**
 * Fastify's request log for a terminal: one line when a request is answered (method, URL, status,
 * time), instead of its two JSON objects ("incoming request", "request completed") per request, so
 * the start banner stays in view (docs/operations.md#logs). JSON lines keep Fastify's own pair.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ err: error }, line);
    else if (reply.statusCode >= 500) reply.log.error(line);
    else reply.log.info(line);
  }
}
