import { describe, expect, it } from 'vitest';
import { ZMsisdn, ZMsisdnInput } from './msisdn';

describe('ZMsisdnInput', () => {
  it.each(['771234567', '0771234567', '+967771234567', '00967771234567', '77 123-4567', ' 771234567 '])(
    'accepts %j, one of the ways a Yemeni number is typed',
    (typed) => {
      expect(ZMsisdnInput.safeParse(typed).success).toBe(true);
    },
  );

  it('accepts Arabic-Indic digits, as an Arabic keyboard types them', () => {
    expect(ZMsisdnInput.safeParse('٧٧١٢٣٤٥٦٧').success).toBe(true);
  });

  it.each(['abc', '', '12345', '77123456789012345678901', '77+1234567', '771234567;', 771234567])(
    'refuses %j',
    (typed) => {
      expect(ZMsisdnInput.safeParse(typed).success).toBe(false);
    },
  );

  it('trims what it accepts', () => {
    expect(ZMsisdnInput.parse(' 771234567 ')).toBe('771234567');
  });
});

describe('ZMsisdn', () => {
  it('is digits with country code and no plus, as stored', () => {
    expect(ZMsisdn.safeParse('967771234567').success).toBe(true);
    expect(ZMsisdn.safeParse('+967771234567').success).toBe(false);
  });
});
