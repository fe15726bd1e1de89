import { nextLocalMidnight, localDateOf } from './local-time';
import { msisdnBlock } from './otp-policy';

/**
 * The send limits of one-time codes as pure functions (docs/security.md "SMS abuse: send limits and
 * the daily budget"). They defend against SMS pumping, and must not become a cheap way to stop
 * real subscribers from getting codes, so they depend on the number's standing:
 * - `known`: the number confirmed a code within OTP_KNOWN_NUMBER_DAYS, or the request is signed in
 *   as its subscriber. Someone held that phone recently: its neighbours' abuse must not hold it back.
 * - `unknown`: anything else, which is what a pumping bot or a denial-of-service script can use
 *   without owning the numbers.
 */
export type NumberStanding = 'known' | 'unknown';

export interface SendLimits {
  /** OTP_SENDS_PER_HOUR */
  sendsPerHour: number;
  /** OTP_IP_SENDS_PER_HOUR */
  ipSendsPerHour: number;
  /** OTP_BLOCK_SENDS_PER_HOUR: codes an hour to the unknown numbers of one block. */
  blockSendsPerHour: number;
  /** SMS_DAILY_BUDGET: code SMS a day of `timeZone`, all the operator's numbers together. */
  dailyBudget: number;
  /**
   * Whose budget it is: the operator of the number, each with its own `sms_daily_budget`. Empty for
   * `default`, whose counters keep the names they had before there were operators.
   */
  budgetOwner?: string;
  /** SMS_DAILY_BUDGET_KNOWN_PERCENT: the part of the budget unknown numbers can never take. */
  knownBudgetPercent: number;
  /** TIME_ZONE: the budget's day is a day of the service's zone, as the dashboard counts it. */
  timeZone: string;
}

/** Which refusal a full window gives: 429 for the hourly windows, 503 for the day's budgets. */
export type WindowKind = 'hourly' | 'budget' | 'unknown-budget';

export interface SendWindow {
  key: string;
  limit: number;
  windowS: number;
  kind: WindowKind;
  /** Set on the windows that hold only unknown numbers (the block, the unknown share). */
  unknownOnly?: true;
}

const HOUR_S = 3600;
// A day's budget key changes at midnight in the service's zone; the counter only has to outlive its day.
const BUDGET_WINDOW_S = 2 * 86_400;

/** The day of `zone` a budget counter belongs to, and the seconds left in it. */
export function budgetDay(now: Date, zone: string): { day: string; secondsLeft: number } {
  const midnight = nextLocalMidnight(now, zone).getTime();
  return {
    day: localDateOf(now, zone),
    secondsLeft: Math.max(1, Math.ceil((midnight - now.getTime()) / 1000)),
  };
}

/**
 * How much of the daily budget unknown numbers may use: the budget minus the known numbers'
 * reserve (rounded down, so a tiny budget keeps it all for everyone). Known numbers may use the
 * whole budget, including what unknown numbers leave unused.
 */
export function unknownBudget(dailyBudget: number, knownPercent: number): number {
  return dailyBudget - Math.floor((dailyBudget * knownPercent) / 100);
}

/**
 * The counter windows one code send must pass, and then counts. Every number and address keeps
 * its own hourly window. The block window and the unknown numbers' share of the budget apply
 * only to unknown numbers, so abuse aimed at a block or at the budget with numbers the attacker
 * does not hold never reaches a known number. The day's total applies to all: it is the operator's
 * spending cap, and unknown numbers alone can never fill it while the reserve is above zero.
 */
export function sendWindows(
  limits: SendLimits,
  request: { msisdn: string; ip: string | null; standing: NumberStanding; signedIn?: boolean; now: Date },
): SendWindow[] {
  const { day } = budgetDay(request.now, limits.timeZone);
  const unknown = request.standing === 'unknown';
  // Codes the subscriber asks for while signed in (consent, profile) have their own hourly
  // window: anyone can ask sign-in codes for a number, and must not use up its unsubscribe code.
  const numberKey = `otp:msisdn:${request.msisdn}${request.signedIn ? ':signed-in' : ''}`;
  const owner = limits.budgetOwner ? `${limits.budgetOwner}:` : '';
  return [
    { key: numberKey, limit: limits.sendsPerHour, windowS: HOUR_S, kind: 'hourly' },
    ...(request.ip
      ? [
          {
            key: `otp:ip:${request.ip}`,
            limit: limits.ipSendsPerHour,
            windowS: HOUR_S,
            kind: 'hourly' as const,
          },
        ]
      : []),
    ...(unknown
      ? [
          {
            key: `otp:block:${msisdnBlock(request.msisdn)}`,
            limit: limits.blockSendsPerHour,
            windowS: HOUR_S,
            kind: 'hourly' as const,
            unknownOnly: true as const,
          },
        ]
      : []),
    { key: `sms:budget:${owner}${day}`, limit: limits.dailyBudget, windowS: BUDGET_WINDOW_S, kind: 'budget' },
    ...(unknown
      ? [
          {
            key: `sms:budget:unknown:${owner}${day}`,
            limit: unknownBudget(limits.dailyBudget, limits.knownBudgetPercent),
            windowS: BUDGET_WINDOW_S,
            kind: 'unknown-budget' as const,
            unknownOnly: true as const,
          },
        ]
      : []),
  ];
}

/**
 * The window that refuses a send, given each window's count (`counts[i]` for `windows[i]`; before
 * the send when peeking, after it when counting): hourly windows first, since their 429 passes
 * sooner than a budget's 503, then the day's total, then the unknown numbers' share.
 */
export function refusingWindow(
  windows: readonly SendWindow[],
  counts: readonly number[],
  counted: boolean,
): SendWindow | undefined {
  const full = (index: number) => {
    const count = counts[index] ?? 0;
    return counted ? count > windows[index]!.limit : count >= windows[index]!.limit;
  };
  const order: WindowKind[] = ['hourly', 'budget', 'unknown-budget'];
  for (const kind of order) {
    const index = windows.findIndex((window, at) => window.kind === kind && full(at));
    if (index >= 0) return windows[index];
  }
  return undefined;
}

/**
 * Seconds until the hourly windows that hold every number alike (its own, its address's) have room
 * for one more send, given each window's count and reset after this send was counted (0 = room
 * now). The windows of unknown numbers only are left out: an answer that depended on them would
 * tell a number that confirmed a code recently from one that did not.
 */
export function secondsUntilRoom(
  windows: readonly SendWindow[],
  hits: readonly { count: number; resetInS: number }[],
): number {
  let waitS = 0;
  windows.forEach((window, index) => {
    const hit = hits[index];
    if (window.kind !== 'hourly' || window.unknownOnly || !hit) return;
    if (hit.count >= window.limit) waitS = Math.max(waitS, hit.resetInS);
  });
  return waitS;
}
