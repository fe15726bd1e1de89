import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { formatMsisdn } from '@sarraf/contracts/msisdn-display';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { maskMsisdn, maskMsisdnForDisplay, parseMsisdn, requireMsisdn } from './msisdn';

const yemen = { defaultCountry: 'YE' };

describe('parseMsisdn', () => {
  it.each([
    '771234567',
    '0771234567',
    '+967771234567',
    '00967771234567',
    '967771234567',
    '77 123-4567',
    ' 771234567 ',
    '٧٧١٢٣٤٥٦٧',
    '۷۷۱۲۳۴۵۶۷',
    '+٩٦٧٧٧١٢٣٤٥٦٧',
  ])('reads %j as the stored form 967771234567', (typed) => {
    expect(parseMsisdn(typed, yemen)).toEqual({ ok: true, msisdn: '967771234567' });
  });

  it.each(['701234567', '711234567', '731234567', '781234567'])(
    'accepts the Yemeni mobile range of %s',
    (typed) => {
      expect(parseMsisdn(typed, yemen)).toEqual({ ok: true, msisdn: `967${typed}` });
    },
  );

  it('refuses a landline: it cannot receive the code nor be billed', () => {
    expect(parseMsisdn('01234567', yemen)).toEqual({ ok: false, problem: 'not_mobile' });
  });

  it('refuses a foreign mobile number', () => {
    expect(parseMsisdn('+966501234567', yemen)).toEqual({ ok: false, problem: 'foreign' });
  });

  it.each(['77123456', '7712345678', '761234567', 'abc', '', '77+1234567', '771234567;'])(
    'refuses %j',
    (typed) => {
      expect(parseMsisdn(typed, yemen)).toMatchObject({ ok: false, problem: 'invalid' });
    },
  );

  it("accepts only the operator's prefixes when MSISDN_PREFIXES is set", () => {
    const operator = { defaultCountry: 'YE', prefixes: ['77', '78'] };
    expect(parseMsisdn('0781234567', operator)).toEqual({ ok: true, msisdn: '967781234567' });
    expect(parseMsisdn('0711234567', operator)).toEqual({ ok: false, problem: 'not_served' });
  });

  it('follows DEFAULT_COUNTRY', () => {
    expect(parseMsisdn('0501234567', { defaultCountry: 'SA' })).toEqual({ ok: true, msisdn: '966501234567' });
    expect(parseMsisdn('771234567', { defaultCountry: 'SA' }).ok).toBe(false);
  });
});

describe('requireMsisdn', () => {
  it('throws a 422 on the msisdn field', () => {
    try {
      requireMsisdn('123', yemen);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(422);
      expect((error as HttpError).fieldErrors).toEqual({ msisdn: ['msisdn_invalid'] });
    }
  });
});

describe('maskMsisdn', () => {
  it('hides the last four digits', () => {
    expect(maskMsisdn('967771234567')).toBe('96777123****');
  });
});

describe('maskMsisdnForDisplay', () => {
  it('keeps the first 5 and the last 3 digits of a stored number', () => {
    expect(maskMsisdnForDisplay('967771234567')).toBe('96777****567');
    expect(maskMsisdnForDisplay('9677712345678')).toBe('96777*****678');
  });

  it('shows nothing of a number too short to keep 8 digits and hide any', () => {
    expect(maskMsisdnForDisplay('12345678')).toBe('********');
  });
});

describe('the shown form of a number', () => {
  // The portal and the back office format without libphonenumber-js (its metadata is too heavy for
  // a phone's first load): the shared formatter must agree with it on every Yemeni number we serve.
  it('agrees with libphonenumber-js on Yemeni mobiles and fixed lines', () => {
    const numbers = ['70', '71', '73', '77', '78'].flatMap((prefix) => [
      `967${prefix}1234567`,
      `967${prefix}0000001`,
    ]);
    numbers.push('9671234567', '9672234567', '9675234567');
    for (const msisdn of numbers) {
      const parsed = parsePhoneNumberFromString(`+${msisdn}`);
      expect(parsed?.isValid(), msisdn).toBe(true);
      expect(formatMsisdn(msisdn), msisdn).toBe(parsed?.formatInternational());
    }
  });
});
