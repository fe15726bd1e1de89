import type { FastifyBaseLogger } from 'fastify';
import { type Config, DEFAULT_OPERATOR_ID } from '../../env';
import type { CounterStore } from '../../lib/counter-store';
import { serviceUnavailable, tooManyRequests } from '../../lib/http-error';
import {
  budgetDay,
  refusingWindow,
  secondsUntilRoom,
  sendWindows,
  type NumberStanding,
  type SendWindow,
} from '../../lib/send-limits';

// A breaker's first refusal of a day is an error for the operator; the rest would flood the log.
// Remembered per counter store, i.e. per app: each instance says it once.
const trippedBudgets = new WeakMap<CounterStore, Set<string>>();

/**
 * The send limits of docs/security.md "SMS abuse: send limits and the daily budget", on the shared
 * counter store so they hold across API processes: per number (OTP_SENDS_PER_HOUR, one window for
 * anyone's requests and one for the signed-in subscriber's own), per client IP
 * (OTP_IP_SENDS_PER_HOUR), per number block for unknown numbers (OTP_BLOCK_SENDS_PER_HOUR), the
 * daily SMS budget of the number's operator (SMS_DAILY_BUDGET, or its `sms_daily_budget`: each
 * operator's is its own) and, for unknown numbers, their share of it
 * (SMS_DAILY_BUDGET_KNOWN_PERCENT is kept for known numbers). All windows are checked before any
 * is counted, so a refused request does not eat the allowance of the others; peeks and hits each
 * go out as one batch, so a known and an unknown number cost the same round trips.
 *
 * Resolves with the seconds until the number's and the address's hourly windows have room for the
 * next send (0 = room now), which the answer's `resend_after_s` includes.
 */
export async function reserveOtpSend(
  counters: CounterStore,
  config: Config,
  log: FastifyBaseLogger,
  request: {
    msisdn: string;
    /** The operator whose gateway sends the code, and whose budget it spends. */
    operatorId: string;
    ip: string | null;
    standing: NumberStanding;
    signedIn: boolean;
    now?: Date;
  },
): Promise<number> {
  const now = request.now ?? new Date();
  const operator = config.operators.find((candidate) => candidate.id === request.operatorId)!;
  const windows = sendWindows(
    {
      sendsPerHour: config.otp.sendsPerHour,
      ipSendsPerHour: config.otp.ipSendsPerHour,
      blockSendsPerHour: config.otp.blockSendsPerHour,
      dailyBudget: operator.sms.dailyBudget,
      budgetOwner: operator.id === DEFAULT_OPERATOR_ID ? '' : operator.id,
      knownBudgetPercent: config.sms.knownBudgetPercent,
      timeZone: config.timeZone,
    },
    { msisdn: request.msisdn, ip: request.ip, standing: request.standing, signedIn: request.signedIn, now },
  );

  const refuse = (window: SendWindow, resetInS: number) => {
    if (window.kind === 'hourly') return tooManyRequests(resetInS || 3600, 'otp_send_limit');
    const tripped = trippedBudgets.get(counters) ?? new Set<string>();
    trippedBudgets.set(counters, tripped);
    if (!tripped.has(window.key)) {
      tripped.add(window.key);
      if (window.kind === 'budget') {
        log.error(
          { budget: window.limit, key: window.key, operator: operator.id },
          'SMS daily budget exhausted: every code is refused until midnight in TIME_ZONE (SMS_DAILY_BUDGET)',
        );
      } else {
        log.error(
          { budget: window.limit, key: window.key, operator: operator.id },
          'SMS daily budget exhausted for unknown numbers: codes to numbers that have not confirmed one recently are refused until midnight in TIME_ZONE; known numbers still get theirs (SMS_DAILY_BUDGET, SMS_DAILY_BUDGET_KNOWN_PERCENT)',
        );
      }
    }
    return serviceUnavailable('otp_sms_budget_exhausted', budgetDay(now, config.timeZone).secondsLeft);
  };

  const seen = await Promise.all(windows.map((window) => counters.peek(window.key)));
  const full = refusingWindow(
    windows,
    seen.map((hit) => hit.count),
    false,
  );
  if (full) throw refuse(full, seen[windows.indexOf(full)]!.resetInS);

  // Counted now; a concurrent request may have taken the last slot between peek and hit.
  const hits = await Promise.all(windows.map((window) => counters.hit(window.key, window.windowS)));
  const over = refusingWindow(
    windows,
    hits.map((hit) => hit.count),
    true,
  );
  if (over) throw refuse(over, hits[windows.indexOf(over)]!.resetInS);
  return secondsUntilRoom(windows, hits);
}
