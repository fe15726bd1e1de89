import { describe, expect, it } from 'vitest';
import { localClock, quietHoursRelease, zoneOfCountry } from './local-time';

const ADEN = zoneOfCountry('YE');
const night = { enabled: true, startMinute: 22 * 60, endMinute: 7 * 60 };

describe('local time of subscribers', () => {
  it('puts Yemen in Asia/Aden, three hours ahead of UTC', () => {
    expect(ADEN).toBe('Asia/Aden');
    const clock = localClock(new Date('2026-03-10T20:30:00Z'), ADEN);
    expect(clock.date).toBe('2026-03-10');
    expect(clock.minuteOfDay).toBe(23 * 60 + 30);
    expect(clock.startOfDay.toISOString()).toBe('2026-03-09T21:00:00.000Z');
  });

  it('turns the date at Aden midnight, not UTC midnight', () => {
    expect(localClock(new Date('2026-03-10T21:00:00Z'), ADEN).date).toBe('2026-03-11');
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
