import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, parseMoneyToMinor } from './format';

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
