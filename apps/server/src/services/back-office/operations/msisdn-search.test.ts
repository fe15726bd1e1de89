import { describe, expect, it } from 'vitest';
import { msisdnMatch } from './msisdn-search';

const rules = { defaultCountry: 'YE' };

describe('msisdnMatch', () => {
  it('matches a whole number exactly whatever form it is typed in', () => {
    for (const typed of ['771234567', '0771234567', '+967771234567', '00967 77-123-4567', '٧٧١٢٣٤٥٦٧']) {
      expect(msisdnMatch(typed, rules)).toEqual({ kind: 'exact', msisdn: '967771234567' });
    }
  });

  it('searches a part of a number as digits, without the trunk zero or international prefix', () => {
    expect(msisdnMatch('4567', rules)).toEqual({ kind: 'partial', digits: '4567' });
    expect(msisdnMatch('0771', rules)).toEqual({ kind: 'partial', digits: '771' });
    expect(msisdnMatch('00967', rules)).toEqual({ kind: 'partial', digits: '967' });
    expect(msisdnMatch('+9677', rules)).toEqual({ kind: 'partial', digits: '9677' });
    expect(msisdnMatch('٤٥٦', rules)).toEqual({ kind: 'partial', digits: '456' });
  });

  it('finds nothing to search in a lone zero', () => {
    expect(msisdnMatch('0', rules)).toBeNull();
  });
});
