import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isTimeZone, zoneLabel, zoneOffsetMinutes } from './time-zone';

describe('the service clock', () => {
  it('defaults to Aden, labelled as Yemen time', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Aden');
    expect(zoneLabel('Asia/Aden', 'ar')).toBe('بتوقيت اليمن');
    expect(zoneLabel('Asia/Aden', 'en')).toBe('Yemen time');
  });

  it('names a zone it has no words for by its IANA city', () => {
    expect(zoneLabel('America/New_York', 'ar')).toBe('بتوقيت New York');
    expect(zoneLabel('America/New_York', 'en')).toBe('New York time');
    expect(zoneLabel('America/Argentina/Buenos_Aires', 'en')).toBe('Buenos Aires time');
  });

  it('reads the offset of the instant asked about, daylight saving included', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Asia/Aden')).toBe(180);
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'UTC')).toBe(0);
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('knows an IANA zone from anything else', () => {
    for (const zone of ['Asia/Aden', 'UTC', 'America/New_York', 'Africa/Cairo'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['', 'Yemen', 'Asia/Nowhere', '+03:00', "Asia/Aden'--"])
      expect(isTimeZone(zone)).toBe(false);
  });
});
