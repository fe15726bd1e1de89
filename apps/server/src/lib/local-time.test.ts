import { describe, expect, it } from 'vitest';
import {
  addLocalMonths,
  dayAfter,
  localClock,
  localDateOf,
  localDayRange,
  localHourOf,
  nextLocalMidnight,
  quietHoursRelease,
  rangeBound,
  startOfLocalDate,
  startOfLocalDay,
} from './local-time';

const ADEN = 'Asia/Aden';
const NEW_YORK = 'America/New_York';
const night = { enabled: true, startMinute: 22 * 60, endMinute: 7 * 60 };

describe('local time of subscribers', () => {
  it('puts Aden three hours ahead of UTC', () => {
    const clock = localClock(new Date('2026-03-10T20:30:00Z'), ADEN);
    expect(clock.date).toBe('2026-03-10');
    expect(clock.minuteOfDay).toBe(23 * 60 + 30);
    expect(clock.startOfDay.toISOString()).toBe('2026-03-09T21:00:00.000Z');
  });

  it('turns the date at Aden midnight, not UTC midnight', () => {
    expect(localClock(new Date('2026-03-10T21:00:00Z'), ADEN).date).toBe('2026-03-11');
  });
});

describe('days of the service zone', () => {
  it('start at 21:00 UTC of the day before in Aden', () => {
    expect(startOfLocalDay(new Date('2025-01-10T08:00:00Z'), ADEN).toISOString()).toBe(
      '2025-01-09T21:00:00.000Z',
    );
    // 22:30 UTC is already 01:30 the next day in Aden.
    expect(startOfLocalDay(new Date('2025-01-10T22:30:00Z'), ADEN).toISOString()).toBe(
      '2025-01-10T21:00:00.000Z',
    );
    expect(localDateOf(new Date('2025-01-10T22:30:00Z'), ADEN)).toBe('2025-01-11');
    expect(localHourOf(new Date('2025-01-10T22:30:00Z'), ADEN)).toBe(1);
  });

  it('end at the next local midnight', () => {
    expect(nextLocalMidnight(new Date('2025-01-10T20:59:59Z'), ADEN).toISOString()).toBe(
      '2025-01-10T21:00:00.000Z',
    );
    expect(nextLocalMidnight(new Date('2025-01-10T21:00:00Z'), ADEN).toISOString()).toBe(
      '2025-01-11T21:00:00.000Z',
    );
  });

  it('follow daylight saving where the zone keeps it', () => {
    // New York: UTC−5 in winter, UTC−4 from 8 March 2026 (a 23-hour day).
    expect(startOfLocalDate('2026-03-08', NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDate('2026-03-09', NEW_YORK).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(nextLocalMidnight(new Date('2026-03-08T12:00:00Z'), NEW_YORK).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(localClock(new Date('2026-03-08T12:00:00Z'), NEW_YORK)).toEqual({
      date: '2026-03-08',
      minuteOfDay: 8 * 60,
      startOfDay: new Date('2026-03-08T05:00:00Z'),
    });
  });

  it('add calendar months on the wall clock, clamped to the end of a shorter month', () => {
    // 01:00 on 31 January in Aden → 01:00 on 28 February there.
    expect(addLocalMonths(new Date('2026-01-30T22:00:00Z'), 1, ADEN).toISOString()).toBe(
      '2026-02-27T22:00:00.000Z',
    );
    // 09:00 in New York on 15 February (UTC−5) → 09:00 on 15 March (UTC−4).
    expect(addLocalMonths(new Date('2026-02-15T14:00:00Z'), 1, NEW_YORK).toISOString()).toBe(
      '2026-03-15T13:00:00.000Z',
    );
  });

  it('count a view’s days from local midnights: 30 days up to today by default', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    // 22:30 UTC on the 10th is the 11th in Aden.
    expect(localDayRange({}, ADEN, new Date('2026-03-10T22:30:00Z'))).toEqual({
      from: '2026-02-10',
      to: '2026-03-11',
      start: new Date('2026-02-09T21:00:00Z'),
      end: new Date('2026-03-11T21:00:00Z'),
    });
    expect(localDayRange({ from: '2026-03-01', to: '2026-03-02' }, ADEN)).toMatchObject({
      start: new Date('2026-02-28T21:00:00Z'),
      end: new Date('2026-03-02T21:00:00Z'),
    });
    expect(localDayRange({ to: '2026-01-30' }, ADEN).from).toBe('2026-01-01');
    expect(localDayRange({ from: '2026-03-01', to: '2026-03-01' }, 'UTC')).toMatchObject({
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-03-02T00:00:00Z'),
    });
  });
});

describe('date filters', () => {
  it('read a bare day as a day of the zone, the whole of it', () => {
    expect(rangeBound('2026-03-11', 'from', ADEN)?.toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(rangeBound('2026-03-11', 'to', ADEN)?.toISOString()).toBe('2026-03-11T20:59:59.999Z');
    expect(rangeBound('2026-03-11T10:00:00+03:00', 'to', ADEN)?.toISOString()).toBe(
      '2026-03-11T07:00:00.000Z',
    );
    expect(rangeBound(undefined, 'from', ADEN)).toBeUndefined();
  });
});

describe('quiet hours', () => {
  it('let an SMS go at once outside the window', () => {
    expect(quietHoursRelease(localClock(new Date('2026-03-10T09:00:00Z'), ADEN), night)).toBeNull();
  });

  it('hold an SMS due before midnight until the end of the window the next morning', () => {
    // 23:30 in Aden → 07:00 the next day in Aden = 04:00 UTC.
    const release = quietHoursRelease(localClock(new Date('2026-03-10T20:30:00Z'), ADEN), night);
    expect(release?.toISOString()).toBe('2026-03-11T04:00:00.000Z');
  });

  it('hold an SMS due after midnight until the end of the window the same morning', () => {
    // 02:00 in Aden on the 11th.
    const release = quietHoursRelease(localClock(new Date('2026-03-10T23:00:00Z'), ADEN), night);
    expect(release?.toISOString()).toBe('2026-03-11T04:00:00.000Z');
  });

  it('count the start as quiet and the end as open', () => {
    expect(quietHoursRelease(localClock(new Date('2026-03-10T19:00:00Z'), ADEN), night)).not.toBeNull();
    expect(quietHoursRelease(localClock(new Date('2026-03-11T04:00:00Z'), ADEN), night)).toBeNull();
  });

  it('handle a window within one day and a disabled or empty window', () => {
    const lunch = { enabled: true, startMinute: 13 * 60, endMinute: 15 * 60 };
    const at = localClock(new Date('2026-03-10T10:30:00Z'), ADEN); // 13:30 in Aden
    expect(quietHoursRelease(at, lunch)?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(quietHoursRelease(at, { ...lunch, enabled: false })).toBeNull();
    expect(quietHoursRelease(at, { enabled: true, startMinute: 600, endMinute: 600 })).toBeNull();
  });
});
