import { describe, expect, it } from 'vitest';
import { formatMsisdn, formatPhoneText, formatTypedMsisdn } from './msisdn-display';

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

describe('formatTypedMsisdn', () => {
  it('shows a mobile number in every way people type it as a stored one is shown', () => {
    for (const typed of ['771234567', '0771234567', '+967771234567', '00967 77 123 4567', '967771234567']) {
      expect(formatTypedMsisdn(typed)).toBe('+967 771 234 567');
    }
  });

  it('leaves what is no Yemeni mobile number as typed', () => {
    expect(formatTypedMsisdn('12345')).toBe('12345');
    expect(formatTypedMsisdn('+966501234567')).toBe('+966501234567');
  });
});
