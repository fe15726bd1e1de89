import { toLatinDigits } from './format';
import { readSessionJson, removeSession, writeSessionJson } from './storage';

/**
 * A code step waiting for its SMS, kept in session storage so that a reload brings the code field
 * and the resend countdown back (docs/product.md#code-steps). One step per purpose, under
 * `client-code-step:<purpose>`; it lives as long as the tab, and is forgotten on success, on cancel
 * and once the code has expired.
 */
export interface PendingCodeStep {
  /** What the code is for: the server's code purpose (`login`, `mybill`, `unsubscribe`, …). */
  readonly purpose: string;
  /** The number the code went to, as the step was started with it. */
  readonly msisdn: string;
  /** When the code was sent (or, after a refusal, when the step was taken up), ISO 8601. */
  readonly sent_at: string;
  /** Seconds after `sent_at` before a new code may be asked for. */
  readonly resend_after_s: number;
  /** Seconds after `sent_at` the code stays valid. */
  readonly expires_in_s: number;
  /** What else the step confirms, when the purpose alone does not say (a plan, an action). */
  readonly subject?: string;
}

/** The part of a code-sending answer the step keeps (contracts' ZCodeSentResponse). */
export interface CodeSentAnswer {
  readonly resend_after_s: number;
  readonly expires_in_s: number;
}

/**
 * The server's default code lifetime (OTP_TTL_S), for a step taken up after a refusal (a 429 says
 * when to ask again, not when the code that arrived earlier was sent).
 */
export const DEFAULT_CODE_TTL_S = 300;

export const CODE_STEP_KEY_PREFIX = 'client-code-step:';
const keyOf = (purpose: string) => `${CODE_STEP_KEY_PREFIX}${purpose}`;

/**
 * Whether two spellings name the same number: Latin digits only, the international `00`, `+` and
 * the trunk `0` dropped, and a country code in front of one of them allowed (`967771234567` is
 * `771234567`).
 */
export function sameNumber(a: string, b: string): boolean {
  const plain = (value: string) =>
    toLatinDigits(value).replace(/\D/g, '').replace(/^00/, '').replace(/^0/, '');
  const [x, y] = [plain(a), plain(b)];
  if (!x || !y) return false;
  const [long, short] = x.length >= y.length ? [x, y] : [y, x];
  return long === short || (short.length >= 6 && long.endsWith(short) && long.length - short.length <= 3);
}

export function resendAt(step: PendingCodeStep): number {
  return Date.parse(step.sent_at) + step.resend_after_s * 1000;
}

export function expiresAt(step: PendingCodeStep): number {
  return Date.parse(step.sent_at) + step.expires_in_s * 1000;
}

export function isExpired(step: PendingCodeStep, now: number): boolean {
  return now >= expiresAt(step);
}

/** The step an answer that sent a code starts. */
export function stepFromAnswer(
  purpose: string,
  msisdn: string,
  answer: CodeSentAnswer,
  now: number,
  subject?: string,
): PendingCodeStep {
  return {
    purpose,
    msisdn,
    sent_at: new Date(now).toISOString(),
    resend_after_s: Math.max(0, Math.ceil(answer.resend_after_s)),
    expires_in_s: Math.max(1, Math.ceil(answer.expires_in_s)),
    ...(subject !== undefined ? { subject } : {}),
  };
}

function isStep(value: unknown): value is PendingCodeStep {
  if (!value || typeof value !== 'object') return false;
  const step = value as Record<string, unknown>;
  return (
    typeof step.purpose === 'string' &&
    typeof step.msisdn === 'string' &&
    typeof step.sent_at === 'string' &&
    Number.isFinite(Date.parse(step.sent_at)) &&
    typeof step.resend_after_s === 'number' &&
    typeof step.expires_in_s === 'number' &&
    (step.subject === undefined || typeof step.subject === 'string')
  );
}

export function saveCodeStep(step: PendingCodeStep): void {
  writeSessionJson(keyOf(step.purpose), step);
}

export function clearCodeStep(purpose: string): void {
  removeSession(keyOf(purpose));
}

/**
 * The pending step of a purpose, if its code can still be typed: an expired, unreadable or
 * other-purpose entry is removed; with `msisdn` (a signed-in subscriber's number), a step for
 * another number is removed too, since it was left by someone else's session in this tab. With
 * `subject`, only a step for that subject is returned (another one is left as it is).
 */
export function readCodeStep(
  purpose: string,
  options: { now: number; msisdn?: string; subject?: string },
): PendingCodeStep | null {
  const step = readSessionJson<unknown>(keyOf(purpose));
  if (step === null) return null;
  if (
    !isStep(step) ||
    step.purpose !== purpose ||
    isExpired(step, options.now) ||
    (options.msisdn !== undefined && !sameNumber(step.msisdn, options.msisdn))
  ) {
    clearCodeStep(purpose);
    return null;
  }
  if (options.subject !== undefined && step.subject !== options.subject) return null;
  return step;
}
