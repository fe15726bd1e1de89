import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMoney,
  fromZoneInput,
  minorDigits,
  parseMoneyToMinor,
  serviceToday,
  toZoneInput,
} from './format';
import { setServiceZone } from './service-zone';

describe('money in the back office', () => {
  it('reads the minor unit of each currency from ISO 4217', () => {
    expect(minorDigits('YER')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });

  it('shows minor units as the currency amount with Latin digits', () => {
    expect(formatMoney(5000, 'YER')).toContain('50.00');
    expect(formatMoney(5000, 'YER')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatMoney(12345, 'KWD')).toContain('12.345');
    expect(formatMoney(500, 'JPY')).not.toContain('.');
    // ISO 4217: the Rwandan franc has no minor unit (the back office's own table once showed 5.00).
    expect(formatMoney(500, 'RWF')).toContain('500');
  });

  it('turns what a person types into minor units, refusing what is not an amount', () => {
    expect(parseMoneyToMinor('12.5', 'YER')).toBe(1250);
    expect(parseMoneyToMinor('١٢٫٥', 'YER')).toBe(1250);
    expect(parseMoneyToMinor('50', 'YER')).toBe(5000);
    expect(parseMoneyToMinor('0', 'YER')).toBeNull();
    expect(parseMoneyToMinor('1.234', 'YER')).toBeNull();
    expect(parseMoneyToMinor('abc', 'YER')).toBeNull();
  });
});

describe('times in the back office: the service zone, whatever the browser', () => {
  const browserZone = process.env.TZ;
  const inBrowser = (zone: string) => {
    // Node reads TZ again when it is set: the browser's clock for Date's own methods.
    process.env.TZ = zone;
  };
  afterEach(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
    setServiceZone('Asia/Aden');
  });

  it('writes 9:20 in Aden on a UTC browser, naming the zone', () => {
    inBrowser('UTC');
    expect(formatDateTime('2026-11-26T06:20:00Z')).toMatch(/9:20 ص بتوقيت اليمن$/);
  });

  it('names no zone when the browser reads the same', () => {
    inBrowser('Asia/Riyadh');
    expect(formatDateTime('2026-11-26T06:20:00Z')).toMatch(/9:20 ص$/);
  });

  it('counts today in the service zone: 22:30 UTC is tomorrow in Aden', () => {
    inBrowser('America/New_York');
    expect(serviceToday(new Date('2026-03-03T22:30:00Z'))).toBe('2026-03-04');
    setServiceZone('UTC');
    expect(serviceToday(new Date('2026-03-03T22:30:00Z'))).toBe('2026-03-03');
  });

  it('reads and fills a date-time field on the service zone clock', () => {
    inBrowser('America/New_York');
    expect(toZoneInput('2026-11-26T06:20:00Z')).toBe('2026-11-26T09:20');
    expect(fromZoneInput('2026-11-26T09:20')?.toISOString()).toBe('2026-11-26T06:20:00.000Z');
    expect(fromZoneInput('not a time')).toBeNull();
  });
});
