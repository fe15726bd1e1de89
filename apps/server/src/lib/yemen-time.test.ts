import { describe, expect, it } from 'vitest';
import { nextMidnightInYemen, startOfDayInYemen, yemenDateOf } from './yemen-time';

describe('Yemen calendar days', () => {
  it('start at 21:00 UTC of the day before', () => {
    expect(startOfDayInYemen(new Date('2025-01-10T08:00:00Z')).toISOString()).toBe(
      '2025-01-09T21:00:00.000Z',
    );
    // 22:30 UTC is already 01:30 the next day in Aden.
    expect(startOfDayInYemen(new Date('2025-01-10T22:30:00Z')).toISOString()).toBe(
      '2025-01-10T21:00:00.000Z',
    );
  });

  it('end at the next Aden midnight', () => {
    expect(nextMidnightInYemen(new Date('2025-01-10T20:59:59Z')).toISOString()).toBe(
      '2025-01-10T21:00:00.000Z',
    );
    expect(nextMidnightInYemen(new Date('2025-01-10T21:00:00Z')).toISOString()).toBe(
      '2025-01-11T21:00:00.000Z',
    );
  });

  it('name the local date', () => {
    expect(yemenDateOf(new Date('2025-01-10T20:59:59Z'))).toBe('2025-01-10');
    expect(yemenDateOf(new Date('2025-01-10T21:00:00Z'))).toBe('2025-01-11');
  });
});
