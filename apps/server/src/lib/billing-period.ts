import { addLocalMonths } from './local-time';

/**
 * Billing calendar arithmetic, pure. Months are counted in the service's zone (TIME_ZONE, passed in
 * as `zone`), so a monthly plan bought at 01:00 on the 31st in Aden renews at 01:00 on the last day
 * of the next month there, whatever zone the server runs in.
 */
export type PlanPeriod = 'daily' | 'weekly' | 'monthly';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The end of a period of `period` that starts at `start`, months counted in `zone`. */
export function addPeriod(start: Date, period: PlanPeriod, zone: string): Date {
  switch (period) {
    case 'daily':
      return new Date(start.getTime() + DAY_MS);
    case 'weekly':
      return new Date(start.getTime() + 7 * DAY_MS);
    case 'monthly':
      return addLocalMonths(start, 1, zone);
  }
}

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * Wait before the next automatic retry after `failedAttempts` failed renewal attempts in a row
 * (docs/design.md#states, "Renewals"). A daily plan is retried at most once a day (a
 * subscriber paying by the day must not be charged, or pestered, several times in one day);
 * longer plans start sooner and back off: 6 h, 12 h, then once a day.
 */
export function retryDelayMs(period: PlanPeriod, failedAttempts: number): number {
  if (period === 'daily') return DAY_MS;
  const doublings = Math.max(0, Math.min(failedAttempts - 1, 8));
  return Math.min(DAY_MS, 6 * HOUR_MS * 2 ** doublings);
}

/** Suspended subscriptions are retried once a day (docs/design.md#states). */
export const SUSPENDED_RETRY_MS = DAY_MS;
