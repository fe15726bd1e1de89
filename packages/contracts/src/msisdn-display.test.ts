import { describe, expect, it } from 'vitest';
import { formatMsisdn, formatPhoneText } from './msisdn-display';

describe('formatMsisdn', () => {
  it('groups a Yemeni mobile number as the numbering plan does', () => {
    expect(formatMsisdn('967771234567')).toBe('+967 771 234 567');
    expect(formatMsisdn('967731234567')).toBe('+967 731 234 567');
  });

  it('groups a Yemeni fixed line after its one-digit area code', () => {
    expect(formatMsisdn('9671234567')).toBe('+967 1 234 567');
  });

  it('shows a number of another plan with its plus, digits as stored', () => {
    expect(formatMsisdn('966501234567')).toBe('+966501234567');
    expect(formatMsisdn('not a number')).toBe('not a number');
  });
});

describe('formatPhoneText', () => {
  it('formats a written international number, and leaves anything else as written', () => {
    expect(formatPhoneText('967-1-234567')).toBe('+967 1 234 567');
    expect(formatPhoneText('+967 77 123 4567')).toBe('+967 771 234 567');
    expect(formatPhoneText('8001234')).toBe('8001234');
    expect(formatPhoneText('967-1-000000')).toBe('+967 1 000 000');
  });
});
