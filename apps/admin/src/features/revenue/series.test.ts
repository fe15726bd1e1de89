import { describe, expect, it } from 'vitest';
import { currenciesOf, everyDay, hasActivity, mainCurrency, revenueTotals, type RevenueDay } from './series';

function day(at: string, fields: Partial<RevenueDay> = {}): RevenueDay {
  return {
    day: at,
    gross: [],
    refunded: [],
    charges_succeeded: 0,
    charges_failed: 0,
    success_rate: null,
    new_subscriptions: 0,
    cancellations: { web: 0, sms: 0, operator: 0, admin: 0, unpaid: 0 },
    active_end: 0,
    ...fields,
  };
}

const days = [
  day('2026-03-01', {
    gross: [{ currency: 'YER', amount_minor: 10_000 }],
    charges_succeeded: 2,
    charges_failed: 2,
    success_rate: 0.5,
    new_subscriptions: 2,
    active_end: 2,
  }),
  day('2026-03-02', {
    gross: [
      { currency: 'YER', amount_minor: 5_000 },
      { currency: 'USD', amount_minor: 300 },
    ],
    refunded: [{ currency: 'YER', amount_minor: 5_000 }],
    charges_succeeded: 2,
    charges_failed: 0,
    success_rate: 1,
    new_subscriptions: 1,
    cancellations: { web: 1, sms: 1, operator: 0, admin: 0, unpaid: 1 },
    active_end: 1,
  }),
];

describe('the revenue view in figures', () => {
  it('totals money per currency (main first), attempts, the success rate over all attempts, and movement', () => {
    const totals = revenueTotals(days);
    expect(totals.gross).toEqual([
      { currency: 'YER', amount_minor: 15_000 },
      { currency: 'USD', amount_minor: 300 },
    ]);
    expect(totals.refunded).toEqual([{ currency: 'YER', amount_minor: 5_000 }]);
    expect([totals.chargesSucceeded, totals.chargesFailed]).toEqual([4, 2]);
    // 4 of 6 attempts, not the mean of the days' 50 % and 100 %.
    expect(totals.successRate).toBeCloseTo(4 / 6);
    expect(totals.newSubscriptions).toBe(3);
    expect(totals.cancellations).toEqual({ web: 1, sms: 1, operator: 0, admin: 0, unpaid: 1 });
    expect(totals.cancellationsTotal).toBe(3);
    expect(totals.activeEnd).toEqual({ day: '2026-03-02', count: 1 });
  });

  it('has no success rate and no active base without attempts or days', () => {
    const totals = revenueTotals([]);
    expect(totals.successRate).toBeNull();
    expect(totals.activeEnd).toBeNull();
    expect(totals.gross).toEqual([]);
  });

  it('draws the currency that brought most, YER when nothing was charged', () => {
    expect(mainCurrency(days)).toBe('YER');
    expect(mainCurrency([day('2026-03-01', { gross: [{ currency: 'SAR', amount_minor: 1 }] })])).toBe('SAR');
    expect(mainCurrency([])).toBe('YER');
    expect(currenciesOf(days, 'YER')).toEqual(['YER', 'USD']);
  });

  it('fills the days the summaries do not have, the active base carried from the day before', () => {
    const filled = everyDay({ from: '2026-02-28', to: '2026-03-04', days });
    expect(filled.map((row) => row.day)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(filled.map((row) => row.active_end)).toEqual([0, 2, 1, 1, 1]);
    expect(filled[3]!.charges_succeeded).toBe(0);
    expect(filled[1]).toBe(days[0]);
  });

  it('calls a view empty only when nothing happened in it', () => {
    expect(hasActivity(days)).toBe(true);
    expect(hasActivity([day('2026-03-01')])).toBe(false);
    expect(hasActivity([day('2026-03-01', { active_end: 3 })])).toBe(true);
  });
});
