import { DAY_MS, HOUR_MS, type PlanPeriod } from './billing-period';
import { localHourOf } from './local-time';

/**
 * Retrying a renewal declined for insufficient balance when the subscriber is likely to have
 * credit again, pure (docs/design.md#retries-at-top-up-hours). Prepaid subscribers top up at
 * habitual hours (after work, on market days) and the credit is soon spent on calls and data: a
 * retry that lands a few hours after the top-up finds nothing. So the ledger is asked, per hour of
 * the day in the service's zone (TIME_ZONE), how often a retry after such a decline succeeded; the next retry goes to the
 * best of those hours within a window around the fixed backoff. The window never starts sooner
 * than the fixed rules allow for a daily plan, never ends past grace, and the cap on gateway calls
 * (CHARGING_TPS) still applies to whatever is due.
 */

/** Retry attempts after an insufficient-balance decline, per hour of the day in `zone` (0–23). */
export interface TopUpHours {
  /** The IANA zone the hours were counted in: the service's (TIME_ZONE) when they were learned. */
  zone: string;
  /** 24 entries, index = hour of the day in `zone`. */
  hours: { attempts: number; successes: number }[];
}

/** Below this many retry attempts in the window the hours are not trusted, and fixed backoff applies. */
export const MIN_RETRY_ATTEMPTS = 500;

/**
 * Pulls an hour's success rate towards the overall rate by this many attempts' weight, so that an
 * hour seen a handful of times cannot win on luck.
 */
const PRIOR_WEIGHT = 30;

/** An hour is a top-up hour when its rate beats the mean hour's by this factor. */
const TOP_UP_LIFT = 1.5;

/** Counts attempts per hour of `zone`; the pure twin of the learning job's SQL, for the simulation. */
export function countTopUpHours(
  attempts: Iterable<{ at: Date; succeeded: boolean }>,
  zone: string,
): TopUpHours {
  const hours = Array.from({ length: 24 }, () => ({ attempts: 0, successes: 0 }));
  for (const attempt of attempts) {
    const hour = hours[localHourOf(attempt.at, zone)]!;
    hour.attempts += 1;
    if (attempt.succeeded) hour.successes += 1;
  }
  return { zone, hours };
}

/**
 * The smoothed success rate of each hour, or null while too few retries were seen to say anything
 * (fewer than MIN_RETRY_ATTEMPTS, or none succeeded).
 */
export function hourScores(learned: TopUpHours | null): number[] | null {
  if (!learned || learned.hours.length !== 24) return null;
  let attempts = 0;
  let successes = 0;
  for (const hour of learned.hours) {
    attempts += hour.attempts;
    successes += hour.successes;
  }
  if (attempts < MIN_RETRY_ATTEMPTS || successes === 0) return null;
  const overall = successes / attempts;
  return learned.hours.map(
    (hour) => (hour.successes + PRIOR_WEIGHT * overall) / (hour.attempts + PRIOR_WEIGHT),
  );
}

/**
 * The top-up hours, for the log and the docs: those whose rate is at least TOP_UP_LIFT × the mean
 * of the 24 hours' rates (unweighted: once retries gather at the best hour, its many attempts would
 * otherwise set the bar).
 */
export function topUpHoursOf(learned: TopUpHours | null): number[] {
  const scores = hourScores(learned);
  if (!scores) return [];
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return scores.flatMap((score, hour) => (score >= mean * TOP_UP_LIFT ? [hour] : []));
}

/**
 * Where the next retry may fall, from the failure at `at` and the fixed backoff `fixedDelayMs`: a
 * daily plan keeps "at most once a day" (from a day to a day and a half later); longer plans from
 * half the fixed wait to half a day past it, so the average pace stays that of the fixed rules.
 */
export function retryWindow(period: PlanPeriod, at: Date, fixedDelayMs: number): { from: Date; to: Date } {
  const from = period === 'daily' ? fixedDelayMs : fixedDelayMs / 2;
  return { from: new Date(at.getTime() + from), to: new Date(at.getTime() + fixedDelayMs + DAY_MS / 2) };
}

/**
 * The retry instant: in the window, the hour with the best learned rate (the earliest on a tie),
 * at the same minute and second of the hour as the failure, which keeps a batch of declines as
 * spread out as it was rather than piling them onto the top of the hour. Null when nothing was
 * learned: the caller keeps the fixed backoff.
 */
export function learnedRetryAt(
  learned: TopUpHours | null,
  window: { from: Date; to: Date },
  at: Date,
): Date | null {
  const scores = hourScores(learned);
  if (!learned || !scores) return null;
  const withinHour = at.getTime() % HOUR_MS;
  const firstHourStart = window.from.getTime() - (window.from.getTime() % HOUR_MS);
  let best: { at: number; score: number } | null = null;
  for (let start = firstHourStart; start <= window.to.getTime(); start += HOUR_MS) {
    // The first and last hours are cut to the window.
    const candidate = Math.min(Math.max(start + withinHour, window.from.getTime()), window.to.getTime());
    const score = scores[localHourOf(new Date(candidate), learned.zone)]!;
    if (!best || score > best.score) best = { at: candidate, score };
  }
  return best ? new Date(best.at) : null;
}
