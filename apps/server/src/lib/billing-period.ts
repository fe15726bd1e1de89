/**
 * Billing calendar arithmetic, pure. Periods are counted in Yemen's time (UTC+3, no
 * daylight saving: see yemen-time.ts), so a monthly plan bought at 01:00 on the 31st in Aden renews
 * at 01:00 on the last day of the next month there, whatever zone the server runs in.
 */
export type PlanPeriod = 'daily' | 'weekly' | 'monthly';

const OFFSET_MS = 3 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Adds calendar months in Aden, clamping to the end of a shorter month (31 Jan + 1 → 28/29 Feb). */
function addMonthsInYemen(at: Date, months: number): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    year,
    month,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - OFFSET_MS);
}

/** The end of a period of `period` that starts at `start`. */
export function addPeriod(start: Date, period: PlanPeriod): Date {
  switch (period) {
    case 'daily':
      return new Date(start.getTime() + DAY_MS);
    case 'weekly':
      return new Date(start.getTime() + 7 * DAY_MS);
    case 'monthly':
      return addMonthsInYemen(start, 1);
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
