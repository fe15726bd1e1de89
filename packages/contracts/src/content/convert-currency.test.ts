import { describe, expect, it } from 'vitest';
import { ZConvertCurrencyQuery, ZConvertCurrencyResponse } from './convert-currency';

describe('ZConvertCurrencyQuery', () => {
  it('reads the amount as a decimal string and upper-cases the codes', () => {
    expect(ZConvertCurrencyQuery.parse({ amount: '100.50', from: 'usd', to: 'YER', source_id: '2' })).toEqual(
      {
        amount: '100.50',
        from: 'USD',
        to: 'YER',
        source_id: 2,
      },
    );
  });

  it('keeps large amounts exact (no float on the way)', () => {
    expect(
      ZConvertCurrencyQuery.parse({ amount: '123456789012345.12345678', from: 'USD', to: 'YER' }).amount,
    ).toBe('123456789012345.12345678');
  });

  it.each(['0', '0.00', '-5', '1e3', '1,5', '', ' ', '.5', '1.123456789'])(
    'refuses the amount %j',
    (amount) => {
      const result = ZConvertCurrencyQuery.safeParse({ amount, from: 'USD', to: 'YER' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['amount']);
    },
  );

  it('requires an amount', () => {
    expect(ZConvertCurrencyQuery.safeParse({ from: 'USD', to: 'YER' }).success).toBe(false);
  });

  it('refuses a malformed currency code and converting a currency to itself', () => {
    expect(ZConvertCurrencyQuery.safeParse({ amount: '1', from: 'US', to: 'YER' }).success).toBe(false);
    const same = ZConvertCurrencyQuery.safeParse({ amount: '1', from: 'usd', to: 'USD' });
    expect(same.error?.issues[0]?.path).toEqual(['to']);
  });
});

describe('ZConvertCurrencyResponse', () => {
  const sanaa = { id: 1, name: 'سوق صنعاء', city: 'صنعاء' };
  const cross = {
    amount: '100',
    from: 'USD',
    to: 'SAR',
    base: 'YER',
    source: sanaa,
    result: '374.1176',
    side: 'cross',
    rate: '3.741176',
    rate_recorded_at: '2025-01-10T08:00:00.000Z',
    is_stale: false,
    legs: [
      { currency: 'USD', side: 'buy', rate: '530.00', recorded_at: '2025-01-10T08:00:00.000Z' },
      { currency: 'SAR', side: 'sell', rate: '141.67', recorded_at: '2025-01-10T09:00:00.000Z' },
    ],
    rate_kind: 'market',
    reference_date: null,
  };

  it('says which rates, sides and time a cross conversion used', () => {
    expect(ZConvertCurrencyResponse.safeParse({ data: cross }).success).toBe(true);
  });

  it('says a reference conversion is one, with its day', () => {
    const reference = { ...cross, rate_kind: 'reference', reference_date: '2026-11-24' };
    expect(ZConvertCurrencyResponse.safeParse({ data: reference }).success).toBe(true);
    expect(ZConvertCurrencyResponse.safeParse({ data: { ...cross, rate_kind: 'guess' } }).success).toBe(
      false,
    );
  });

  it('refuses a result sent as a float', () => {
    expect(ZConvertCurrencyResponse.safeParse({ data: { ...cross, result: 374.1176 } }).success).toBe(false);
  });
});
