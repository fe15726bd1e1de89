import { afterEach, describe, expect, it } from 'vitest';
import {
  changeDirection,
  formatChange,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatNumber,
  formatRate,
  formatTime,
  localizeDigits,
  toLatinDigits,
  zoneNote,
} from './format';

describe('number formatting for Arabic readers', () => {
  it('writes rates with two decimals in Latin or Arabic-Indic digits, with Arabic separators', () => {
    expect(formatRate('534.900000', 'latn')).toBe('534.90');
    expect(formatRate('534.900000', 'arab')).toBe('٥٣٤٫٩٠');
    expect(formatRate('1740.68', 'arab')).toBe('١٬٧٤٠٫٦٨');
  });

  it('keeps four significant digits for a rate under one', () => {
    expect(formatRate('0.001862', 'latn')).toBe('0.001862');
  });

  it('formats decimal strings without losing digits through a float', () => {
    expect(formatNumber('123456789012345.12345678', 'latn', { maximumFractionDigits: 8 })).toBe(
      '123,456,789,012,345.12345678',
    );
  });

  it('signs changes and tells their direction', () => {
    expect(formatChange('0.15', 'latn')).toContain('+0.15');
    expect(formatChange('-0.51', 'arab')).toContain('٠٫٥١');
    expect(changeDirection('0.15')).toBe('up');
    expect(changeDirection('-1')).toBe('down');
    expect(changeDirection('0.000')).toBe('flat');
    expect(changeDirection(null)).toBeNull();
  });

  it('turns minor units into money with the Arabic currency name', () => {
    expect(formatMoney(100000, 'YER', 'arab')).toBe('١٬٠٠٠ ريال يمني');
    expect(formatMoney(5050, 'YER', 'latn')).toBe('50.5 ريال يمني');
    expect(formatMoney(1500, 'KWD', 'latn')).toContain('1.5');
    expect(formatMoney(1234, 'KWD', 'latn')).toContain('1.234');
    expect(formatMoney(500, 'JPY', 'latn')).toContain('500');
    // ISO 4217: the dong has no minor unit (the portal's own table once showed 500 as 5).
    expect(formatMoney(500, 'VND', 'latn')).toContain('500');
    // The currency's own minor_units, when the caller has it, decide.
    expect(formatMoney(5000, 'YER', 'latn', 0)).toBe('5,000 ريال يمني');
  });

  it('shows a bare day as that day, in the chosen digits', () => {
    expect(formatDate('2026-11-22', 'latn')).toMatch(/2026/);
    expect(formatDate('2026-11-22', 'arab')).toMatch(/٢٠٢٦/);
    expect(formatDate('not a date', 'latn')).toBe('');
  });

  it('reads typed Arabic-Indic and Persian digits as ASCII, and localises digits for display', () => {
    expect(toLatinDigits('٧٧١٢٣٤٥٦٧')).toBe('771234567');
    expect(toLatinDigits('۱۲۳')).toBe('123');
    expect(toLatinDigits('١٢٫٥')).toBe('12.5');
    expect(localizeDigits('+967 77', 'arab')).toBe('+٩٦٧ ٧٧');
    expect(localizeDigits('٩٦٧', 'latn')).toBe('967');
  });
});

describe('formatting for English readers', () => {
  it('writes numbers, money and dates with the en locale when asked for English', () => {
    expect(formatRate('1740.68', 'latn', 'en')).toBe('1,740.68');
    expect(formatChange('-1.2', 'latn', 'en')).toBe('-1.20');
    expect(formatMoney(100_000, 'YER', 'latn', undefined, 'en')).toBe('1,000 Yemeni rials');
    expect(formatDate('2026-11-22', 'latn', 'en')).toBe('Nov 22, 2026');
    // The same calls in Arabic stay Arabic: the language is part of each formatter's identity.
    expect(formatDate('2026-11-22', 'latn', 'ar')).not.toBe('Nov 22, 2026');
  });
});

describe('times in the service zone, whatever the device’s', () => {
  // 06:20 UTC is 9:20 in Aden.
  const at = '2026-11-26T06:20:00Z';
  const deviceZone = process.env.TZ;
  const onDevice = (zone: string) => {
    // Node reads TZ again when it is set: the device's clock for Date's own methods.
    process.env.TZ = zone;
  };
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it('writes 9:20 in Aden on a UTC phone, and names the zone', () => {
    onDevice('UTC');
    expect(formatTime(at, 'latn', 'ar', { zone: 'Asia/Aden' })).toBe('9:20 ص بتوقيت اليمن');
    expect(formatTime(at, 'latn', 'en', { zone: 'Asia/Aden' })).toBe('9:20 AM Yemen time');
    expect(formatDateTime(at, 'latn', 'en', { zone: 'Asia/Aden' })).toBe('Nov 26, 2026, 9:20 AM Yemen time');
    expect(zoneNote(at, 'ar', { zone: 'Asia/Aden' })).toBe('بتوقيت اليمن');
  });

  it('writes the same on a New York phone, in winter and in summer', () => {
    onDevice('America/New_York');
    expect(formatTime(at, 'latn', 'en', { zone: 'Asia/Aden' })).toBe('9:20 AM Yemen time');
    expect(formatTime('2026-07-01T06:20:00Z', 'arab', 'ar', { zone: 'Asia/Aden' })).toBe(
      '٩:٢٠ ص بتوقيت اليمن',
    );
  });

  it('names no zone when the device’s clock reads the same at that instant', () => {
    onDevice('Asia/Riyadh');
    expect(formatTime(at, 'latn', 'ar', { zone: 'Asia/Aden' })).toBe('9:20 ص');
    expect(zoneNote(at, 'ar', { zone: 'Asia/Aden' })).toBe('');
    // What is read on other clocks names it all the same.
    expect(formatTime(at, 'latn', 'ar', { zone: 'Asia/Aden', naming: 'always' })).toBe('9:20 ص بتوقيت اليمن');
  });

  it('names a zone it has no words for by its city', () => {
    onDevice('UTC');
    expect(formatTime(at, 'latn', 'en', { zone: 'America/New_York' })).toBe('1:20 AM New York time');
    expect(formatTime(at, 'latn', 'ar', { zone: 'America/New_York' })).toBe('1:20 ص بتوقيت New York');
  });

  it('writes an instant’s day, and a chart day, as the zone’s day', () => {
    onDevice('UTC');
    // 22:30 UTC on 26 November is already the 27th in Aden.
    expect(formatDate('2026-11-26T22:30:00Z', 'latn', 'en', { zone: 'Asia/Aden' })).toBe('Nov 27, 2026');
    expect(formatDayMonth('2026-11-26T22:30:00Z', 'latn', 'en', { zone: 'Asia/Aden' })).toBe('Nov 27');
    // A bare day is that day wherever the reader is.
    expect(formatDate('2026-11-26', 'latn', 'en', { zone: 'Asia/Aden' })).toBe('Nov 26, 2026');
  });
});
