import { describe, expect, it } from 'vitest';
import { readHeMsisdn } from './he-header';

const rules = { defaultCountry: 'YE', prefixes: ['77', '78'] };
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('readHeMsisdn', () => {
  it.each(['967771234567', '+967771234567', 'tel:+967771234567', '771234567'])('reads %s', (value) => {
    expect(readHeMsisdn(value, 'plain', rules)).toBe('967771234567');
  });

  it('reads a base64 header when HE_ENCODING=base64', () => {
    expect(readHeMsisdn(base64('967771234567'), 'base64', rules)).toBe('967771234567');
    expect(readHeMsisdn('967771234567', 'base64', rules)).toBeNull();
  });

  it.each([
    ['nothing', undefined],
    ['an empty header', ''],
    ['letters', 'abc'],
    ['a landline', '9671234567'],
    ['a foreign number', '966501234567'],
    ['a number of another network', '967731234567'],
    ['two numbers', '967771234567, 967781234567'],
    ['a repeated header', ['967771234567', '967771234567']],
    ['a long value', '9'.repeat(80)],
  ])('ignores %s', (_, value) => {
    expect(readHeMsisdn(value, 'plain', rules)).toBeNull();
  });
});
