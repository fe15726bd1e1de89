import { describe, expect, it } from 'vitest';
import {
  isFreshConsent,
  nextStopReminderAt,
  planPriceEditOutcome,
  priceChangeEffectiveFrom,
  priceToCharge,
  receiptDue,
  renewalReminderDue,
  type ScheduledPrice,
} from './price-schedule';

const ADEN = 'Asia/Aden';
const at = (iso: string) => new Date(iso);
const agreed = { amountMinor: 5_000, currency: 'YER' };
const plan = { amountMinor: 7_000, currency: 'YER' };
const scheduled: ScheduledPrice = {
  amountMinor: 7_000,
  currency: 'YER',
  effectiveFrom: at('2025-04-30T21:00:00.000Z'),
  noticeFailed: false,
};

describe('when a new price reaches an existing subscription', () => {
  it('is never sooner than the notice days, and from the next midnight in Aden', () => {
    // 10:00 in Aden on 1 March → 30 days later is 31 March 10:00 → from 1 April, 00:00 Aden.
    expect(priceChangeEffectiveFrom(at('2025-03-01T07:00:00.000Z'), 30, ADEN).toISOString()).toBe(
      '2025-03-31T21:00:00.000Z',
    );
    // Exactly midnight in Aden stays that midnight.
    expect(priceChangeEffectiveFrom(at('2025-02-28T21:00:00.000Z'), 30, ADEN).toISOString()).toBe(
      '2025-03-30T21:00:00.000Z',
    );
    const notice = at('2025-06-15T12:34:56.000Z');
    const from = priceChangeEffectiveFrom(notice, 30, ADEN);
    expect(from.getTime() - notice.getTime()).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(from.getTime() - notice.getTime()).toBeLessThan(31 * 86_400_000);
  });

  it('charges a renewal the agreed price before the date and the new price from the first renewal on or after it', () => {
    const renewal = (periodStart: string) =>
      priceToCharge({
        cause: 'renewal',
        stateBefore: 'active',
        agreed,
        plan,
        scheduled,
        periodStart: at(periodStart),
      });
    expect(renewal('2025-04-30T20:59:59.999Z')).toEqual(agreed);
    expect(renewal('2025-04-30T21:00:00.000Z')).toEqual(plan);
    expect(renewal('2025-05-07T21:00:00.000Z')).toEqual(plan);
  });

  it('keeps the agreed price when the plan price changed without a scheduled change', () => {
    expect(
      priceToCharge({
        cause: 'renewal',
        stateBefore: 'grace',
        agreed,
        plan,
        scheduled: null,
        periodStart: at('2030-01-01T00:00:00Z'),
      }),
    ).toEqual(agreed);
  });

  it('never applies a change whose notice SMS the gateway gave up on', () => {
    expect(
      priceToCharge({
        cause: 'renewal',
        stateBefore: 'active',
        agreed,
        plan,
        scheduled: { ...scheduled, noticeFailed: true },
        periodStart: at('2030-01-01T00:00:00Z'),
      }),
    ).toEqual(agreed);
  });

  it("charges the plan's current price to a fresh agreement: a first charge, a plan change, a return after cancelling", () => {
    for (const [cause, stateBefore] of [
      ['first', 'pending_payment'],
      ['change', 'active'],
      ['renew', 'cancelled'],
      ['reactivation', 'cancelled'],
      ['reactivation', 'pending_payment'],
    ] as const) {
      expect(isFreshConsent(cause, stateBefore)).toBe(true);
      expect(
        priceToCharge({
          cause,
          stateBefore,
          agreed,
          plan,
          scheduled: null,
          periodStart: at('2025-01-01T00:00:00Z'),
        }),
      ).toEqual(plan);
    }
    for (const [cause, stateBefore] of [
      ['renewal', 'active'],
      ['renew', 'active'],
      ['renew', 'grace'],
      ['reactivation', 'suspended'],
    ] as const) {
      expect(isFreshConsent(cause, stateBefore)).toBe(false);
    }
  });

  it('schedules a change for a different price, and withdraws it for a return to the agreed one', () => {
    expect(planPriceEditOutcome(agreed, plan)).toBe('schedule');
    expect(planPriceEditOutcome(agreed, { amountMinor: 5_000, currency: 'SAR' })).toBe('schedule');
    expect(planPriceEditOutcome(agreed, { ...agreed })).toBe('withdraw');
  });
});

describe('which reminder is due when', () => {
  const renewalAt = at('2025-05-10T09:00:00.000Z');
  const base = {
    state: 'active' as const,
    period: 'monthly' as const,
    nextRenewalAt: renewalAt,
    trialEndsAt: null,
    remindedRenewalAt: null,
  };
  const hours = (h: number) => new Date(renewalAt.getTime() - h * 3_600_000);

  it('reminds of a weekly or monthly renewal from RENEWAL_REMINDER_DAYS before it until it is charged', () => {
    expect(renewalReminderDue(base, hours(49), 2)).toBe('later');
    expect(renewalReminderDue(base, hours(48), 2)).toBe('renewal');
    expect(renewalReminderDue({ ...base, period: 'weekly' }, hours(1), 2)).toBe('renewal');
    expect(renewalReminderDue(base, hours(0), 2)).toBe('none');
    expect(renewalReminderDue(base, hours(72), 3)).toBe('renewal');
  });

  it('never reminds of a daily renewal, twice of one renewal, or a subscription that is not active', () => {
    expect(renewalReminderDue({ ...base, period: 'daily' }, hours(1), 2)).toBe('none');
    expect(renewalReminderDue({ ...base, remindedRenewalAt: renewalAt }, hours(1), 2)).toBe('none');
    expect(renewalReminderDue({ ...base, state: 'grace' }, hours(1), 2)).toBe('none');
    expect(renewalReminderDue({ ...base, nextRenewalAt: null }, hours(1), 2)).toBe('none');
  });

  it('announces the end of a free trial one day before, whatever the period, instead of a renewal reminder', () => {
    const trial = { ...base, period: 'daily' as const, trialEndsAt: renewalAt };
    expect(renewalReminderDue(trial, hours(25), 2)).toBe('later');
    expect(renewalReminderDue(trial, hours(24), 2)).toBe('trial_end');
    expect(renewalReminderDue({ ...trial, period: 'monthly' }, hours(30), 2)).toBe('later');
    expect(renewalReminderDue({ ...trial, period: 'monthly' }, hours(2), 2)).toBe('trial_end');
  });

  it('sends the monthly "how to stop" on the next monthly anniversary, without a backlog', () => {
    const due = at('2025-01-15T09:00:00.000Z');
    expect(nextStopReminderAt(due, at('2025-01-15T10:00:00.000Z'), ADEN).toISOString()).toBe(
      '2025-02-15T09:00:00.000Z',
    );
    // A sweep four months late: one reminder now, the next a month on from the schedule.
    expect(nextStopReminderAt(due, at('2025-05-20T00:00:00.000Z'), ADEN).toISOString()).toBe(
      '2025-06-15T09:00:00.000Z',
    );
  });

  it('sends a receipt after a renewal only when notices are on', () => {
    expect(receiptDue('renewal', true)).toBe(true);
    expect(receiptDue('renew', true)).toBe(true);
    expect(receiptDue('renewal', false)).toBe(false);
    expect(receiptDue('first', true)).toBe(false);
    expect(receiptDue('change', true)).toBe(false);
  });
});
