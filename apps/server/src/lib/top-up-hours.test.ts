import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './billing-period';
import { transition, type PlanTerms, type SubscriptionSnapshot } from './subscription-machine';
import {
  countTopUpHours,
  hourScores,
  learnedRetryAt,
  MIN_RETRY_ATTEMPTS,
  retryWindow,
  topUpHoursOf,
  type TopUpHours,
} from './top-up-hours';
import { localHourOf } from './local-time';

const ADEN = 'Asia/Aden';
const yemenHourOf = (at: Date) => localHourOf(at, ADEN);

/** Retries succeed 60 % of the time at 20:00 and 21:00 in Aden, 10 % at other hours. */
function eveningTopUps(perHour = 40): TopUpHours {
  return {
    zone: ADEN,
    hours: Array.from({ length: 24 }, (_, hour) => ({
      attempts: perHour,
      successes: hour === 20 || hour === 21 ? perHour * 0.6 : perHour * 0.1,
    })),
  };
}

// 09:17:42 in Aden.
const failedAt = new Date('2026-03-10T06:17:42.000Z');

describe('top-up hours', () => {
  it('are counted per hour of the day in Aden', () => {
    const counted = countTopUpHours(
      [
        { at: new Date('2026-03-10T17:05:00Z'), succeeded: true }, // 20:05 in Aden
        { at: new Date('2026-03-11T17:59:59Z'), succeeded: false },
        { at: new Date('2026-03-10T21:00:00Z'), succeeded: true }, // 00:00 in Aden
      ],
      ADEN,
    );
    expect(counted.hours[20]).toEqual({ attempts: 2, successes: 1 });
    expect(counted.hours[0]).toEqual({ attempts: 1, successes: 1 });
    expect(counted.hours.reduce((sum, hour) => sum + hour.attempts, 0)).toBe(3);
  });

  it('are not trusted below the minimum of retry attempts, nor when none succeeded', () => {
    const few = eveningTopUps(Math.floor((MIN_RETRY_ATTEMPTS - 1) / 24));
    expect(hourScores(few)).toBeNull();
    expect(hourScores(null)).toBeNull();
    const noneSucceeded = {
      zone: ADEN,
      hours: eveningTopUps().hours.map((hour) => ({ ...hour, successes: 0 })),
    };
    expect(hourScores(noneSucceeded)).toBeNull();
    expect(learnedRetryAt(few, retryWindow('weekly', failedAt, 6 * HOUR_MS), failedAt)).toBeNull();
  });

  it('pull a rarely seen hour towards the overall rate, so luck cannot win', () => {
    const learned = eveningTopUps();
    learned.hours[3] = { attempts: 2, successes: 2 }; // 100 % on two tries
    const scores = hourScores(learned)!;
    expect(scores[3]).toBeLessThan(scores[20]!);
    expect(topUpHoursOf(learned)).toEqual([20, 21]);
  });

  it('move the retry to the best hour in the window, at the same minute and second', () => {
    const window = retryWindow('weekly', failedAt, 12 * HOUR_MS); // 15:17 to 21:17 the next day in Aden
    const retry = learnedRetryAt(eveningTopUps(), window, failedAt)!;
    expect(yemenHourOf(retry)).toBe(20);
    expect(retry.getUTCMinutes()).toBe(17);
    expect(retry.getUTCSeconds()).toBe(42);
    // The earliest of the best hours: the same evening, not the next day's.
    expect(retry.getTime() - failedAt.getTime()).toBe(11 * HOUR_MS);
  });

  it('keep a daily plan at most once a day: the window opens a full day after the failure', () => {
    const window = retryWindow('daily', failedAt, DAY_MS);
    expect(window.from.getTime() - failedAt.getTime()).toBe(DAY_MS);
    const retry = learnedRetryAt(eveningTopUps(), window, failedAt)!;
    expect(retry.getTime() - failedAt.getTime()).toBe(DAY_MS + 11 * HOUR_MS);
  });

  it('cut the first hour of the window to its opening', () => {
    // Failure at 16:50 in Aden, 6 h backoff: the window opens 19:50, and 20:00 is the best hour.
    const at = new Date('2026-03-10T13:50:00Z');
    const retry = learnedRetryAt(eveningTopUps(), retryWindow('weekly', at, 6 * HOUR_MS), at)!;
    expect(yemenHourOf(retry)).toBe(20);
    expect(retry.getUTCMinutes()).toBe(50);
  });
});

describe('a renewal declined for insufficient balance, once top-up hours are learned', () => {
  const weekly: PlanTerms = { id: 'w', period: 'weekly', freeTrialDays: 0, graceDays: 3, suspensionDays: 14 };
  const active: SubscriptionSnapshot = {
    state: 'active',
    planId: 'w',
    currentPeriodStart: new Date(failedAt.getTime() - 7 * DAY_MS),
    currentPeriodEnd: failedAt,
    trialEndsAt: null,
    nextRenewalAt: failedAt,
    retryCount: 0,
    lastChargeAttemptAt: null,
    lastFailureReason: null,
    graceEndsAt: null,
    suspendedAt: null,
    cancelledAt: null,
    accessUntil: null,
  };
  const fail = (reason: string, at = failedAt, topUpHours: TopUpHours | null = eveningTopUps()) =>
    ({ type: 'charge_failed', cause: 'renewal', at, reason, topUpHours }) as const;

  it('is retried at the evening top-up hour instead of after 6 h', () => {
    const result = transition(active, weekly, fail('insufficient_balance'));
    expect(result.ok && result.to).toBe('grace');
    if (!result.ok) return;
    expect(yemenHourOf(result.next.nextRenewalAt!)).toBe(20);
  });

  it('keeps the fixed backoff for any other reason, or while nothing is learned', () => {
    const barred = transition(active, weekly, fail('barred'));
    const unlearned = transition(active, weekly, fail('insufficient_balance', failedAt, null));
    for (const result of [barred, unlearned]) {
      expect(result.ok && result.next.nextRenewalAt!.getTime() - failedAt.getTime()).toBe(6 * HOUR_MS);
    }
  });

  it('never retries past the end of grace, where the last attempt is made', () => {
    const graceEndsAt = new Date(failedAt.getTime() + 2 * HOUR_MS);
    const result = transition(
      { ...active, state: 'grace', graceEndsAt, retryCount: 2 },
      weekly,
      fail('insufficient_balance'),
    );
    expect(result.ok && result.next.nextRenewalAt).toEqual(graceEndsAt);
  });

  it('keeps a suspended subscription to one retry a day, at the top-up hour', () => {
    const suspendedAt = new Date(failedAt.getTime() - DAY_MS);
    const result = transition(
      { ...active, state: 'suspended', suspendedAt, retryCount: 4 },
      weekly,
      fail('insufficient_balance'),
    );
    expect(result.ok && result.reason).toBe('suspended_retry_failed');
    if (!result.ok) return;
    const wait = result.next.nextRenewalAt!.getTime() - failedAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(DAY_MS);
    expect(yemenHourOf(result.next.nextRenewalAt!)).toBe(20);
  });
});
