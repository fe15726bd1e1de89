import { describe, expect, it } from 'vitest';
import { plural, type ArabicPlural } from './plural';

const items: ArabicPlural = {
  zero: 'لا بنود',
  one: 'بند واحد',
  two: 'بندان',
  few: '{n} بنود',
  many: '{n} بنداً',
  other: '{n} بند',
};

describe('plural', () => {
  it.each([
    [0, 'لا بنود'],
    [1, 'بند واحد'],
    [2, 'بندان'],
    [3, '3 بنود'],
    [10, '10 بنود'],
    [11, '11 بنداً'],
    [99, '99 بنداً'],
    [100, '100 بند'],
    [102, '102 بند'],
    [103, '103 بنود'],
    [111, '111 بنداً'],
  ])('agrees an Arabic noun with %i', (count, phrase) => {
    expect(plural('ar', count, items)).toBe(phrase);
  });

  it('uses the other form for zero when no zero form is given', () => {
    const { zero: _zero, ...withoutZero } = items;
    expect(plural('ar', 0, withoutZero)).toBe('0 بند');
  });

  it('shows the count as the reader reads it', () => {
    expect(plural('ar', 13, items, '١٣')).toBe('١٣ بنداً');
    expect(plural('ar', 1500, items, '1,500')).toBe('1,500 بند');
  });

  it('agrees an English noun with its count', () => {
    const messages = { one: '{n} message', other: '{n} messages' };
    expect(plural('en', 0, messages)).toBe('0 messages');
    expect(plural('en', 1, messages)).toBe('1 message');
    expect(plural('en', 2, messages)).toBe('2 messages');
    expect(plural('en', 0, { ...messages, zero: 'no messages' })).toBe('no messages');
  });
});
