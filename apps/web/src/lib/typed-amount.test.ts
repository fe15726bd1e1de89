import { describe, expect, it } from 'vitest';
import { parseTypedAmount } from './typed-amount';

const value = (typed: string) => {
  const read = parseTypedAmount(typed);
  return read.ok ? read.value : read.problem;
};

describe('parseTypedAmount', () => {
  it('reads Arabic digits with the Arabic thousands and decimal signs', () => {
    expect(value('١٬٠٠٠٬٠٠٠')).toBe('1000000');
    expect(value('٢٥٫٥')).toBe('25.5');
    expect(value('۱۲۳۴')).toBe('1234');
  });

  it('reads commas, spaces and the spaces Intl writes as thousands separators', () => {
    expect(value('1,000,000')).toBe('1000000');
    expect(value('1 000 000')).toBe('1000000');
    expect(value('1\u202F000\u00A0000')).toBe('1000000');
    expect(value('١،٥٠٠')).toBe('1500');
    expect(value('  1,000.50 ')).toBe('1000.5');
  });

  it('ignores the invisible marks a copied number carries, and writes the plain decimal the API reads', () => {
    expect(value('\u200F١٬٢٠٠\u200F')).toBe('1200');
    expect(value('\u061C-\u061C')).toBe('not_a_number');
    expect(value('.5')).toBe('0.5');
    expect(value('7.')).toBe('7');
    expect(value('007')).toBe('7');
    expect(value('+5')).toBe('5');
  });

  it('calls zero and negative amounts not positive', () => {
    for (const typed of ['0', '٠', '0.00', '٠٫٠', '-5', '−5', '- 1,000'])
      expect(value(typed), typed).toBe('not_positive');
  });

  it('calls 10^15 and more too large, whatever the separators, and more than 8 decimals too many', () => {
    expect(value('999,999,999,999,999.99999999')).toBe('999999999999999.99999999');
    expect(value('١٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠')).toBe('too_large');
    expect(value('0.123456789')).toBe('too_many_decimals');
    expect(value('0.12345678000')).toBe('0.12345678');
  });

  it('refuses what is not a number, and separators that do not group by three (a decimal comma)', () => {
    for (const typed of ['abc', '1e3', '12$', '1.2.3', '25,5', '1,00,000', '1.000.000', ',5', '.'])
      expect(value(typed), typed).toBe('not_a_number');
  });

  it('tells an empty field apart', () => {
    expect(value('')).toBe('empty');
    expect(value(' \u200F ')).toBe('empty');
  });
});
