import { describe, expect, it } from 'vitest';
import { dayAfter, utcDateOf, utcDayRange } from './utc-day-range';

describe('the back office’s UTC days', () => {
  it('takes the UTC day of an instant, even when it is already the next day in Aden', () => {
    expect(utcDateOf(new Date('2026-03-10T22:30:00Z'))).toBe('2026-03-10');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });

  it('defaults to the 30 days up to today, bounded by UTC midnights', () => {
    expect(utcDayRange({}, new Date('2026-03-10T23:59:00Z'))).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
      start: new Date('2026-02-09T00:00:00Z'),
      end: new Date('2026-03-11T00:00:00Z'),
    });
  });

  it('keeps the days asked for, and counts back from a given last day', () => {
    expect(utcDayRange({ from: '2026-03-01', to: '2026-03-02' })).toMatchObject({
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-03-03T00:00:00Z'),
    });
    expect(utcDayRange({ to: '2026-01-30' }).from).toBe('2026-01-01');
  });
});
