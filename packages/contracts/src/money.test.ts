import { describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  majorDecimalToMinor,
  minorToDecimal,
  minorToShortDecimal,
  minorUnitsOf,
} from './money';

describe('minor units', () => {
  it('follows ISO 4217: YER, USD, SAR 2; KWD 3; JPY 0', () => {
    expect(minorUnitsOf('YER')).toBe(2);
    expect(minorUnitsOf('USD')).toBe(2);
    expect(minorUnitsOf('SAR')).toBe(2);
    expect(minorUnitsOf('KWD')).toBe(3);
    expect(minorUnitsOf('JPY')).toBe(0);
  });

  // The three tables this module replaced disagreed on these: KRW and CLP were 2 in the SMS texts,
  // VND, ISK, UGX, XAF and XOF 2 in the portal.
  it('knows every non-2 currency of the list, not a handful', () => {
    for (const code of ['KRW', 'CLP', 'VND', 'ISK', 'UGX', 'XAF', 'XOF', 'RWF', 'PYG']) {
      expect(minorUnitsOf(code), code).toBe(0);
    }
    for (const code of ['BHD', 'IQD', 'JOD', 'LYD', 'OMR', 'TND']) expect(minorUnitsOf(code), code).toBe(3);
    expect(minorUnitsOf('CLF')).toBe(4);
  });

  it("prefers the currency's own minor_units when the data is at hand", () => {
    expect(minorUnitsOf('YER', 0)).toBe(0);
    expect(minorUnitsOf('KWD', 3)).toBe(3);
    expect(minorUnitsOf('KWD', null)).toBe(3);
    // Outside what the database allows (0-4): ISO 4217 instead.
    expect(minorUnitsOf('USD', 7)).toBe(2);
  });
});

describe('minorToDecimal', () => {
  it('writes every minor digit, without a float', () => {
    expect(minorToDecimal(100_000, 'YER')).toBe('1000.00');
    expect(minorToDecimal(5, 'YER')).toBe('0.05');
    expect(minorToDecimal(1_999, 'USD')).toBe('19.99');
    expect(minorToDecimal(2_550, 'SAR')).toBe('25.50');
    expect(minorToDecimal(12_345, 'KWD')).toBe('12.345');
    expect(minorToDecimal(1_500, 'KWD')).toBe('1.500');
    expect(minorToDecimal(500, 'JPY')).toBe('500');
    expect(minorToDecimal(-5, 'USD')).toBe('-0.05');
    expect(minorToDecimal(9_007_199_254_740_991, 'USD')).toBe('90071992547409.91');
  });

  it('uses the minor units it is given', () => {
    expect(minorToDecimal(5_000, 'YER', 0)).toBe('5000');
  });
});

describe('minorToShortDecimal', () => {
  it('drops a fraction of zeros only', () => {
    expect(minorToShortDecimal(5_000, 'YER')).toBe('50');
    expect(minorToShortDecimal(5_050, 'YER')).toBe('50.50');
    expect(minorToShortDecimal(12_345, 'KWD')).toBe('12.345');
    expect(minorToShortDecimal(12_000, 'KWD')).toBe('12');
    expect(minorToShortDecimal(500, 'JPY')).toBe('500');
  });
});

describe('decimalToMinor', () => {
  it('reads a typed amount in the currency minor units', () => {
    expect(decimalToMinor('12.5', 'YER')).toBe(1_250);
    expect(decimalToMinor('١٢٫٥', 'YER')).toBe(1_250);
    expect(decimalToMinor('50', 'USD')).toBe(5_000);
    expect(decimalToMinor('1.234', 'KWD')).toBe(1_234);
    expect(decimalToMinor('500', 'JPY')).toBe(500);
  });

  it('refuses what is not a positive amount of that currency', () => {
    expect(decimalToMinor('0', 'YER')).toBeNull();
    expect(decimalToMinor('1.234', 'YER')).toBeNull();
    expect(decimalToMinor('1.5', 'JPY')).toBeNull();
    expect(decimalToMinor('abc', 'SAR')).toBeNull();
  });
});

describe('majorDecimalToMinor', () => {
  it('reads a major-unit decimal string in minor units, without a float', () => {
    expect(majorDecimalToMinor('50.00', 'YER')).toBe(5_000);
    expect(majorDecimalToMinor('50', 'YER')).toBe(5_000);
    expect(majorDecimalToMinor('50.000', 'YER')).toBe(5_000);
    expect(majorDecimalToMinor('1.500', 'KWD')).toBe(1_500);
    expect(majorDecimalToMinor('0.29', 'USD')).toBe(29);
    expect(majorDecimalToMinor('0', 'YER')).toBe(0);
  });

  it('refuses what is not a plain amount the currency can hold', () => {
    for (const text of ['50.001', '-5', '5e3', ' 50', '50,00', '', '1.', '١٢']) {
      expect(majorDecimalToMinor(text, 'YER')).toBeNull();
    }
    expect(majorDecimalToMinor('1.5', 'JPY')).toBeNull();
  });
});
