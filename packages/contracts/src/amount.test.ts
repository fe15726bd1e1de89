import { describe, expect, it } from 'vitest';
import { AMOUNT_LIMIT, amountProblemOf } from './amount';

describe('amountProblemOf', () => {
  it('accepts positive decimals up to 15 integer and 8 fraction digits', () => {
    for (const amount of ['1', '0.5', '25.5', '1000000', '999999999999999.99999999', '00012', '1.500000000'])
      expect(amountProblemOf(amount), amount).toBeNull();
  });

  it('calls zero and negative amounts not positive', () => {
    for (const amount of ['0', '0.00', '000', '-5', '-0.1'])
      expect(amountProblemOf(amount), amount).toBe('not_positive');
  });

  it('refuses 10^15 and above as too large, and a ninth decimal as too many', () => {
    expect(AMOUNT_LIMIT).toBe('1000000000000000');
    expect(amountProblemOf(AMOUNT_LIMIT)).toBe('too_large');
    expect(amountProblemOf('1234567890123456.5')).toBe('too_large');
    expect(amountProblemOf('0.123456789')).toBe('too_many_decimals');
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const amount of ['', 'abc', '1e3', '1,000', '.5', '5.', '+5', '1.2.3', ' 5', '١٠'])
      expect(amountProblemOf(amount), amount).toBe('not_a_number');
  });
});
