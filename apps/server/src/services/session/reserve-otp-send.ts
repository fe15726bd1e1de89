import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';
import type { CounterStore } from '../../lib/counter-store';
import { serviceUnavailable, tooManyRequests } from '../../lib/http-error';
import { msisdnBlock } from '../../lib/otp-policy';

const HOUR_S = 3600;

/** The UTC day a budget counter belongs to, and the seconds left in it. */
export function budgetDay(now: Date): { key: string; secondsLeft: number } {
  const day = now.toISOString().slice(0, 10);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { key: `sms:budget:${day}`, secondsLeft: Math.max(1, Math.ceil((midnight - now.getTime()) / 1000)) };
}

// The breaker's first refusal of a day is an error for the operator; the rest would flood the log.
const trippedDays = new Set<string>();

/**
 * The send limits (docs/design.md#one-time-codes), on the shared counter store so they hold across API
 * processes: per number (OTP_SENDS_PER_HOUR), per client IP (OTP_IP_SENDS_PER_HOUR), per number block
 * (OTP_BLOCK_SENDS_PER_HOUR), then the global daily SMS budget (SMS_DAILY_BUDGET) whose breaker
 * refuses every code once tripped. All windows are checked before any is counted, so a refused
 * request does not eat the allowance of the others.
 */
export async function reserveOtpSend(
  counters: CounterStore,
  config: Config,
  log: FastifyBaseLogger,
  request: { msisdn: string; ip: string | null; now?: Date },
): Promise<void> {
  const windows = [
    { key: `otp:msisdn:${request.msisdn}`, limit: config.otp.sendsPerHour },
    { key: `otp:block:${msisdnBlock(request.msisdn)}`, limit: config.otp.blockSendsPerHour },
    ...(request.ip ? [{ key: `otp:ip:${request.ip}`, limit: config.otp.ipSendsPerHour }] : []),
  ];
  const budget = budgetDay(request.now ?? new Date());

  const refuseBudget = () => {
    if (!trippedDays.has(budget.key)) {
      trippedDays.add(budget.key);
      log.error(
        { budget: config.sms.dailyBudget, day: budget.key },
        'SMS daily budget exhausted: sign-in codes are refused until the next UTC day (SMS_DAILY_BUDGET)',
      );
    }
    return serviceUnavailable('otp_sms_budget_exhausted', budget.secondsLeft);
  };

  const seen = await Promise.all(windows.map((window) => counters.peek(window.key)));
  for (const [index, window] of windows.entries()) {
    const hit = seen[index]!;
    if (hit.count >= window.limit) throw tooManyRequests(hit.resetInS || HOUR_S, 'otp_send_limit');
  }
  if ((await counters.peek(budget.key)).count >= config.sms.dailyBudget) throw refuseBudget();

  // Counted now; a concurrent request may have taken the last slot between peek and hit.
  const hits = await Promise.all(windows.map((window) => counters.hit(window.key, HOUR_S)));
  for (const [index, window] of windows.entries()) {
    const hit = hits[index]!;
    if (hit.count > window.limit) throw tooManyRequests(hit.resetInS || HOUR_S, 'otp_send_limit');
  }
  // Two days of life: the key changes at UTC midnight, the old one just has to outlive its day.
  if ((await counters.hit(budget.key, 2 * 86_400)).count > config.sms.dailyBudget) throw refuseBudget();
}
