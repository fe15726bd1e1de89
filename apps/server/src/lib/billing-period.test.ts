import { describe, expect, it } from 'vitest';
import { addPeriod, retryDelayMs } from './billing-period';
import { causeOfReference, chargeReference } from './charge-reference';

const ADEN = 'Asia/Aden';

describe('addPeriod', () => {
  it('adds a day and a week exactly', () => {
    const start = new Date('2025-01-01T06:30:00.000Z');
    expect(addPeriod(start, 'daily', ADEN).toISOString()).toBe('2025-01-02T06:30:00.000Z');
    expect(addPeriod(start, 'weekly', ADEN).toISOString()).toBe('2025-01-08T06:30:00.000Z');
  });

  it('adds a calendar month in Aden, clamped to the end of a shorter month', () => {
    expect(addPeriod(new Date('2025-01-15T06:30:00.000Z'), 'monthly', ADEN).toISOString()).toBe(
      '2025-02-15T06:30:00.000Z',
    );
    // 31 Jan 10:00 in Aden → 28 Feb 10:00 in Aden.
    expect(addPeriod(new Date('2025-01-31T07:00:00.000Z'), 'monthly', ADEN).toISOString()).toBe(
      '2025-02-28T07:00:00.000Z',
    );
    // 22:00 UTC on 30 Jan is already 01:00 on 31 Jan in Aden, so the next period starts at 01:00
    // on 28 Feb in Aden (27 Feb 22:00 UTC): the month is Aden's, not UTC's.
    expect(addPeriod(new Date('2025-01-30T22:00:00.000Z'), 'monthly', ADEN).toISOString()).toBe(
      '2025-02-27T22:00:00.000Z',
    );
    expect(addPeriod(new Date('2024-01-31T07:00:00.000Z'), 'monthly', ADEN).toISOString()).toBe(
      '2024-02-29T07:00:00.000Z',
    );
  });

  it("counts the month in the service's zone when TIME_ZONE is another", () => {
    // In UTC, 22:00 on 30 Jan is still the 30th: the month ends on 28 Feb at 22:00 (in Aden, above,
    // it was already the 31st and ended on 27 Feb at 22:00 UTC).
    expect(addPeriod(new Date('2025-01-30T22:00:00.000Z'), 'monthly', 'UTC').toISOString()).toBe(
      '2025-02-28T22:00:00.000Z',
    );
  });
});

describe('retryDelayMs', () => {
  it('retries a daily plan once a day at most', () => {
    for (const failures of [1, 2, 5]) expect(retryDelayMs('daily', failures)).toBe(86_400_000);
  });

  it('backs off for weekly and monthly plans up to a day', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs('weekly', n) / 3_600_000)).toEqual([6, 12, 24, 24, 24]);
  });
});

describe('charge references', () => {
  const id = '3f0c2a8e-5d1b-4c7a-9a51-6f0e2b9d1c44';
  const start = new Date('2025-03-01T00:00:00.000Z');

  it('names a renewal by subscription and period start', () => {
    expect(chargeReference('renewal', id, start)).toBe(`renewal:${id}:2025-03-01T00:00:00.000Z`);
  });

  it('gives a later attempt of the same period its own key', () => {
    expect(chargeReference('renewal', id, start, 2)).toBe(`renewal:${id}:2025-03-01T00:00:00.000Z:2`);
  });

  it('reads the cause back, and nothing from a foreign reference', () => {
    expect(causeOfReference(chargeReference('change', id, start))).toBe('change');
    expect(causeOfReference('refund:1')).toBeNull();
    expect(causeOfReference('no-colon')).toBeNull();
  });
});
