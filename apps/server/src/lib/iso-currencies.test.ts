import { describe, expect, it } from 'vitest';
import { isIso4217Code } from './iso-currencies';

describe('isIso4217Code', () => {
  it('knows the codes in use', () => {
    for (const code of ['YER', 'USD', 'SAR', 'EUR', 'KWD', 'JPY', 'AED'])
      expect(isIso4217Code(code)).toBe(true);
  });

  it('refuses made-up and malformed codes', () => {
    for (const code of ['ZZQ', 'ABC', 'XYZ', 'yer', 'YE', 'YERR', '', '=1+'])
      expect(isIso4217Code(code)).toBe(false);
  });
});
