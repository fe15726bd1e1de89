/**
 * What an error may say in a log line (docs/security.md "Data at rest, logs and tokens"). A failed
 * statement's error carries the statement and its parameters (drizzle's `query`/`params` and its
 * message "Failed query: … params: …", PGlite's `query`/`params`, PostgreSQL's `detail` "Key
 * (msisdn)=(…)"); a failed insert of a code SMS would write the code into the log. Errors are
 * logged as a short, fixed shape instead: their type, a message without values, the SQLSTATE code
 * (`errorCode`), the constraint/table/column names, and the statement's label (`insert sms_messages`), never
 * its text or parameters.
 */

export interface SafeError {
  type: string;
  message: string;
  /**
   * The SQLSTATE (`23505`) or Node's code (`ECONNREFUSED`). Not `code`: the logger redacts every
   * `*.code`, the name a one-time code goes by in a body.
   */
  errorCode?: string;
  /** The failed statement as a label: its verb and first table, never its text or values. */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
  severity?: string;
  statusCode?: number;
  errno?: number;
  syscall?: string;
  stack?: string;
  cause?: SafeError;
}

// Keys that name a value or a statement's text wherever they occur in a logged object.
const WITHHELD_KEYS = new Set(['params', 'parameters', 'queryOptions', 'detail', 'internalQuery', 'where']);
const STATEMENT_KEYS = new Set(['query', 'sql', 'statement']);
// Identifier fields of a database error (no values), copied when they are strings.
const NAME_FIELDS = ['constraint', 'table', 'column', 'schema', 'routine', 'severity', 'syscall'] as const;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** `insert into "sms_messages" (…) values ($1, …)` → `insert sms_messages`. */
export function statementLabel(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // A label already (an error made safe twice: by the log hook, then by the `err` serializer).
  if (/^[a-z]+(?: [\w$.]+)?$/.test(flat)) return flat;
  const verb = /^\(?\s*([a-z]+)/i.exec(flat)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:into|update|from|table)\s+("?[\w$]+"?(?:\."?[\w$]+"?)?)/i.exec(flat)?.[1];
  return table ? `${verb} ${table.replaceAll('"', '')}` : verb;
}

const isErrorLike = (value: unknown): value is Error & Record<string, unknown> =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { stack?: unknown }).stack === 'string');

/** A statement's text found on the error (drizzle, PGlite): its label. */
function statementOf(error: Record<string, unknown>): string | undefined {
  for (const key of STATEMENT_KEYS) {
    const value = error[key];
    if (typeof value === 'string' && value.trim()) return statementLabel(value);
  }
  return undefined;
}

/**
 * The message without values: drizzle's "Failed query: <sql> params: <values>" becomes "Failed
 * query"; a data exception's quoted input (`invalid input syntax for type uuid: "…"`, class 22) and
 * a syntax error's quoted text (class 42) are elided. Other messages of the database name only
 * constraints, tables and columns.
 */
function safeMessage(message: string, code: string | undefined): string {
  if (/^Failed query:/.test(message)) return 'Failed query';
  let text = message.replace(/\bFailed query:[\s\S]*/, 'Failed query').replace(/\bparams:[\s\S]*/, '');
  if (code && SQLSTATE.test(code) && (code.startsWith('22') || code.startsWith('42'))) {
    text = text.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
  }
  return text.slice(0, 500);
}

/** The stack's frames under a safe first line (a stack starts with the message it was built with). */
function safeStack(stack: unknown, head: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [head, ...frames.slice(0, 20)].join('\n');
}

/** An error as it may be logged or stored (a failed job's output): see the module comment. */
export function toSafeError(error: unknown, depth = 0): SafeError {
  if (!isErrorLike(error)) return { type: typeof error, message: 'non-error thrown' };
  const ctor = (error as { constructor?: { name?: unknown } }).constructor;
  // An error made safe already (a failed job's) keeps its type and code when made safe again.
  const type =
    typeof ctor?.name === 'string' && ctor.name !== 'Object'
      ? ctor.name
      : String(typeof error.type === 'string' ? error.type : (error.name ?? 'Error'));
  const rawCode = error.code ?? error.errorCode;
  const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : undefined;
  const message = safeMessage(error.message, code);
  const safe: SafeError = { type, message };
  if (code) safe.errorCode = code;
  const statement = statementOf(error);
  if (statement) {
    safe.statement = statement;
    if (message === 'Failed query') safe.message = `Failed query: ${statement}`;
  }
  for (const field of NAME_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' && value.length <= 200) safe[field] = value;
  }
  if (typeof error.statusCode === 'number') safe.statusCode = error.statusCode;
  if (typeof error.errno === 'number') safe.errno = error.errno;
  const stack = safeStack(error.stack, `${type}: ${safe.message}`);
  if (stack) safe.stack = stack;
  if (error.cause !== undefined && depth < 3) {
    const cause = toSafeError(error.cause, depth + 1);
    safe.cause = cause;
    // The cause holds the database's answer: its code and constraint are repeated at the top, so a
    // search for `errorCode` finds the drizzle error that wraps it.
    safe.errorCode ??= cause.errorCode;
    safe.statement ??= cause.statement;
    safe.constraint ??= cause.constraint;
  }
  return safe;
}

/**
 * A value about to be logged, made safe: errors become `SafeError`s, keys that carry values or
 * statement text are dropped or labelled, anywhere within a few levels of the logged object.
 */
export function scrubLogValue(value: unknown, depth = 0): unknown {
  if (isErrorLike(value)) return toSafeError(value);
  if (typeof value === 'string') return scrubLogText(value);
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrubLogValue(item, depth + 1));
  // Only plain records are rewritten; other objects (a request, a reply) have serializers of their own.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (WITHHELD_KEYS.has(key)) continue;
    if (STATEMENT_KEYS.has(key) && typeof item === 'string') {
      out[key] = statementLabel(item);
      continue;
    }
    out[key] = scrubLogValue(item, depth + 1);
  }
  return out;
}

/** A log message that quotes a failed statement keeps its first words only. */
export function scrubLogText(text: string): string {
  return /Failed query:|\bparams:/.test(text)
    ? text.replace(/Failed query:[\s\S]*/, 'Failed query').replace(/\bparams:[\s\S]*/, '')
    : text;
}

/**
 * pino's `logMethod` hook: every argument of every log call (of the app, of Fastify, of pg-boss's
 * error events) is scrubbed before pino serialises it. An error logged alone (`log.error(err)`) keeps
 * pino's shape: under `err`, its safe message as the line's message.
 */
export function scrubLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (isErrorLike(first)) {
    const err = toSafeError(first);
    return rest.length > 0 ? [{ err }, ...rest.map((arg) => scrubLogValue(arg))] : [{ err }, err.message];
  }
  return args.map((arg) => scrubLogValue(arg));
}
