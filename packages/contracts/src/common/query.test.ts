import { describe, expect, it } from 'vitest';
import { ZGetNewsQuery } from '../content/get-news';
import { ZGetPriceSourcesQuery } from '../content/get-price-sources';
import { ZGetMyBillTransactionsQuery } from '../my-bill/get-my-bill-transactions';
import { ZId, ZPageQuery } from './query';

describe('ZPageQuery', () => {
  it('defaults to the first page of 20', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, per_page: 20 });
  });

  it('reads numbers from query strings', () => {
    expect(ZPageQuery.parse({ page: '3', per_page: '100' })).toMatchObject({ page: 3, per_page: 100 });
  });

  it('refuses per_page 101 (at most 100)', () => {
    const result = ZPageQuery.safeParse({ per_page: '101' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['per_page']);
  });

  it.each([{ page: '0' }, { page: 'x' }, { page: '1.5' }, { per_page: '' }, { page: ['1', '2'] }])(
    'refuses the malformed %j',
    (query) => {
      expect(ZPageQuery.safeParse(query).success).toBe(false);
    },
  );

  it('ignores unknown query keys instead of refusing them', () => {
    const result = ZGetPriceSourcesQuery.safeParse({ type: 'parallel', utm_source: 'sms', _: '123' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ page: 1, per_page: 20, type: 'parallel' });
  });

  it('refuses a malformed known filter', () => {
    expect(ZGetPriceSourcesQuery.safeParse({ type: 'black' }).success).toBe(false);
  });
});

describe('ZId', () => {
  it('takes a JSON integer or a string of digits', () => {
    expect(ZId.parse(7)).toBe(7);
    expect(ZId.parse('7')).toBe(7);
  });

  it.each([true, null, 0, '0', '-1', '1.5', '07', 'abc', [5], 2 ** 31])('refuses %j', (value) => {
    expect(ZId.safeParse(value).success).toBe(false);
  });
});

describe('date range filters', () => {
  it('accept a day or an instant on either side', () => {
    expect(ZGetNewsQuery.safeParse({ from: '2025-01-01', to: '2025-01-31T23:00:00Z' }).success).toBe(true);
  });

  it('accept a single day as both ends', () => {
    expect(ZGetMyBillTransactionsQuery.safeParse({ from: '2025-01-01', to: '2025-01-01' }).success).toBe(
      true,
    );
  });

  it('refuse `to` before `from`, on `to`', () => {
    const result = ZGetMyBillTransactionsQuery.safeParse({ from: '2025-02-01', to: '2025-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['to']);
  });

  it('refuse a date that is not one', () => {
    expect(ZGetNewsQuery.safeParse({ from: '2025-13-01' }).success).toBe(false);
    expect(ZGetNewsQuery.safeParse({ from: 'yesterday' }).success).toBe(false);
  });

  it('refuse an unknown transaction status', () => {
    expect(ZGetMyBillTransactionsQuery.safeParse({ status: 'failed' }).success).toBe(true);
    expect(ZGetMyBillTransactionsQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
