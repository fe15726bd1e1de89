import { describe, expect, it } from 'vitest';
import { groupThousands, numberText, trimDecimal } from './number-text';

describe('numbers as SMS and USSD text', () => {
  it('drops the zeros that end a fraction, never rounding', () => {
    expect(trimDecimal('53850.00')).toBe('53850');
    expect(trimDecimal('530.500000')).toBe('530.5');
    expect(trimDecimal('536.775')).toBe('536.775');
    expect(trimDecimal('69790')).toBe('69790');
    expect(trimDecimal('100')).toBe('100');
    expect(trimDecimal('0.001870')).toBe('0.00187');
  });

  it('groups thousands with commas', () => {
    expect(groupThousands('53850')).toBe('53,850');
    expect(groupThousands('1234567.891')).toBe('1,234,567.891');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('-1200')).toBe('-1,200');
  });

  it('writes a number with separators and without a fraction of zeros', () => {
    expect(numberText('53850.00')).toBe('53,850');
    expect(numberText('1234.50')).toBe('1,234.5');
    expect(numberText('69790.000000')).toBe('69,790');
    expect(numberText('534.900000')).toBe('534.9');
    expect(numberText('100')).toBe('100');
  });
});
