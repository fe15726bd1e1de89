import type { TQuery } from '@sarraf/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource, publish, SANAA } from './helpers';

/**
 * The converter against a source of the test's own with round, known rates; every expected result
 * below was computed by hand (and checked with Python's decimal module, half-up rounding).
 */
describe('GET /api/client/converter/currency', () => {
  let server: TestServer;
  let source: number;
  const at = new Date(Date.now() - 60_000);
  const convert = (query: TQuery<'convertCurrency'>) => server.api.ok('convertCurrency', { query });
  /** A query as the portal's address bar would carry it, for the 422 tests. */
  const refuse = (rawQuery: string) => server.api.fails('convertCurrency', 422, { rawQuery });

  beforeAll(async () => {
    server = await startTestServer();
    source = await addSource(server, { name: 'سوق الاختبار', city: 'تعز', type: 'parallel' });
    await publish(server, {
      sourceId: source,
      at,
      rates: [
        { currencyCode: 'USD', buy: '530.25', sell: '532.75' },
        { currencyCode: 'SAR', buy: '140.10', sell: '141.30' },
        { currencyCode: 'KWD', buy: '1725.5', sell: '1740.125' },
      ],
    });
  });
  afterAll(() => server.close());

  it('converts foreign to base at the source’s buying rate', async () => {
    const body = await convert({ amount: '100', from: 'USD', to: 'YER', source_id: source });
    expect(body.data).toEqual({
      amount: '100',
      from: 'USD',
      to: 'YER',
      base: 'YER',
      source: { id: source, name: 'سوق الاختبار', city: 'تعز' },
      result: '53025.00',
      side: 'buy',
      rate: '530.250000',
      rate_recorded_at: at.toISOString(),
      is_stale: false,
      legs: [{ currency: 'USD', side: 'buy', rate: '530.250000', recorded_at: at.toISOString() }],
      rate_kind: 'market',
      reference_date: null,
    });
  });

  it('converts base to foreign at the selling rate, rounded to the currency’s minor units', async () => {
    const body = await convert({ amount: '1000', from: 'YER', to: 'USD', source_id: source });
    // 1000 ÷ 532.75 = 1.877053…
    expect(body.data).toMatchObject({ result: '1.88', side: 'sell', rate: '0.001877053' });
    expect(body.data.legs).toEqual([
      { currency: 'USD', side: 'sell', rate: '532.750000', recorded_at: at.toISOString() },
    ]);
  });

  it('converts between two foreign currencies through the base: buy the one, sell the other', async () => {
    const body = await convert({ amount: '250', from: 'usd', to: 'sar', source_id: source });
    // 250 × 530.25 ÷ 141.30 = 938.16348…; the rate 530.25 ÷ 141.30 = 3.75265392781…
    expect(body.data).toMatchObject({ result: '938.16', side: 'cross', rate: '3.7526539278', base: 'YER' });
    expect(body.data.legs.map((leg) => [leg.currency, leg.side, leg.rate])).toEqual([
      ['USD', 'buy', '530.250000'],
      ['SAR', 'sell', '141.300000'],
    ]);
  });

  it('rounds to three decimals for a three-decimal currency', async () => {
    const body = await convert({ amount: '1000', from: 'USD', to: 'KWD', source_id: source });
    // 530250 ÷ 1740.125 = 304.71948…
    expect(body.data).toMatchObject({ result: '304.719', rate: '0.3047194885' });
    const back = await convert({ amount: '7', from: 'KWD', to: 'SAR', source_id: source });
    // 7 × 1725.5 ÷ 141.30 = 85.4812…
    expect(back.data).toMatchObject({ result: '85.48', rate: '12.211606511' });
  });

  it('rounds half up, once, at the end', async () => {
    // 0.1 × 530.25 = 53.025 → 53.03 (a float would give 53.02499…).
    const body = await convert({ amount: '0.1', from: 'USD', to: 'YER', source_id: source });
    expect(body.data.result).toBe('53.03');
  });

  it('keeps very large amounts exact', async () => {
    const direct = await convert({ amount: '123456789012345.12345678', from: 'USD', to: 'YER', source_id: source });
    // 123456789012345.12345678 × 530.25 = 65462962373796001.7064…
    expect(direct.data.result).toBe('65462962373796001.71');
    expect(direct.data.amount).toBe('123456789012345.12345678');
    const cross = await convert({ amount: '999999999999999.99999999', from: 'KWD', to: 'USD', source_id: source });
    // 999999999999999.99999999 × 1725.5 ÷ 532.75 = 3238854997653683.716…
    expect(cross.data.result).toBe('3238854997653683.72');
  });

  it('uses the primary market when no source is given', async () => {
    const body = await convert({ amount: '1', from: 'USD', to: 'YER' });
    expect(body.data.source.id).toBe(SANAA);
    const rates = await server.api.ok('getCurrencyList', { query: { currency: 'USD', source_id: 1 } });
    const buy = rates.data[0]!.rates[0]!.buy;
    expect(body.data.rate).toBe(buy);
    expect(body.data.result).toBe(Number(buy).toFixed(2));
  });

  it('says when a rate it used is stale, and the older leg’s time', async () => {
    const old = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    const quiet = await addSource(server, { name: 'مصدر هادئ', freshnessMinutes: 60 });
    await publish(server, {
      sourceId: quiet,
      at: old,
      rates: [{ currencyCode: 'EUR', buy: '600', sell: '610' }],
    });
    await publish(server, { sourceId: quiet, rates: [{ currencyCode: 'USD', buy: '530', sell: '540' }] });
    const body = await convert({ amount: '10', from: 'EUR', to: 'USD', source_id: quiet });
    expect(body.data).toMatchObject({ is_stale: true, rate_recorded_at: old.toISOString(), result: '11.11' });
  });

  it.each([
    ['from=USD&to=YER', 'amount'],
    ['amount=&from=USD&to=YER', 'amount'],
    ['amount=0&from=USD&to=YER', 'amount'],
    ['amount=0.00&from=USD&to=YER', 'amount'],
    ['amount=-5&from=USD&to=YER', 'amount'],
    ['amount=abc&from=USD&to=YER', 'amount'],
    ['amount=1e3&from=USD&to=YER', 'amount'],
    ['amount=1&to=YER', 'from'],
    ['amount=1&from=US&to=YER', 'from'],
    ['amount=1&from=USD&to=usd', 'to'],
    ['amount=1&from=USD&to=YER&source_id=x', 'source_id'],
  ])('answers 422 to %s on %s', async (query, field) => {
    const body = await refuse(query);
    expect(Object.keys(body.errors ?? {})).toContain(field);
  });

  it.each([
    ['amount=0', 'أدخل مبلغاً أكبر من صفر.'],
    ['amount=0.00', 'أدخل مبلغاً أكبر من صفر.'],
    ['amount=-5', 'أدخل مبلغاً أكبر من صفر.'],
    ['amount=1000000000000000', 'المبلغ كبير جداً: أدخل مبلغاً أقل من 1,000,000,000,000,000.'],
    ['amount=0.123456789', 'اكتب 8 أرقام على الأكثر بعد الفاصلة العشرية.'],
    ['amount=1,000,000', 'اكتب المبلغ بالأرقام، مثل 1500 أو 25.5.'],
    ['amount=abc', 'اكتب المبلغ بالأرقام، مثل 1500 أو 25.5.'],
  ])('says what is wrong with the amount %s, never a generic message', async (amount, message) => {
    const body = await refuse(`${amount}&from=USD&to=YER`);
    expect(body.errors).toEqual({ amount: [message] });
  });

  it('accepts the amount the portal sends once it has written out separators and Arabic digits', async () => {
    // «١٬٠٠٠٬٠٠٠» typed, 1000000 sent; leading zeros are not digits of the amount's size.
    const body = await convert({ amount: '1000000', from: 'USD', to: 'YER', source_id: source });
    expect(body.data).toMatchObject({ amount: '1000000', result: '530250000.00' });
    await convert({ amount: '0000999999999999999', from: 'USD', to: 'YER', source_id: source });
  });

  it('asks for two different currencies by name', async () => {
    const body = await refuse(`amount=1&from=USD&to=usd`);
    expect(body.errors).toEqual({ to: ['اختر عملتين مختلفتين.'] });
  });

  it.each([
    ['amount=1&from=XYZ&to=YER', 'from', 'العملة المختارة غير متاحة.'],
    ['amount=1&from=USD&to=ABC', 'to', 'العملة المختارة غير متاحة.'],
    ['amount=1&from=USD&to=YER&source_id=99999', 'source_id', 'مصدر الأسعار المختار غير متاح.'],
  ])('answers 422 to an unknown currency or source: %s', async (query, field, message) => {
    const body = await refuse(query);
    expect(body.errors).toEqual({ [field]: [message] });
  });

  it('answers 422 when the source has no rate for the currency', async () => {
    const body = await refuse(`amount=1&from=EGP&to=YER&source_id=${source}`);
    expect(body.errors).toEqual({ from: ['لا يتوفر سعر لهذه العملة لدى المصدر المختار.'] });
  });

  describe('a pair the market does not quote, by the reference feed (the committed sample of 2026-11-24)', () => {
    it('converts between two feed currencies by their cross rate, to 6 significant digits', async () => {
      const body = await convert({ amount: '10000', from: 'JPY', to: 'GBP', source_id: source });
      // 10000 × 0.87950 ÷ 181.03 = 48.583107…; the rate 0.0048583107…
      expect(body.data).toMatchObject({
        from: 'JPY',
        to: 'GBP',
        base: 'EUR',
        result: '48.58',
        side: 'cross',
        rate_kind: 'reference',
        reference_date: '2026-11-24',
      });
      expect(Number(body.data.rate).toPrecision(6)).toBe('0.00485831');
      expect(body.data.legs.map((leg) => [leg.currency, leg.rate])).toEqual([
        ['JPY', '0.0055239463'], // 1 ÷ 181.03 euro per yen
        ['GBP', '1.1370096646'], // 1 ÷ 0.87950
      ]);
      expect(body.data.rate_recorded_at).toBe('2026-11-24T00:00:00.000Z');
    });

    it('rounds to the ISO minor units of a currency outside the catalogue (JPY: none)', async () => {
      const body = await convert({ amount: '250', from: 'CHF', to: 'JPY', source_id: source });
      // 250 × 181.03 ÷ 0.9310 = 48611.7078…
      expect(body.data).toMatchObject({ result: '48612', rate_kind: 'reference' });
      expect(Number(body.data.rate).toPrecision(6)).toBe('194.447');
    });

    it('ties the rial to the feed through the market’s mid rate of the dollar', async () => {
      const body = await convert({ amount: '1000', from: 'JPY', to: 'YER', source_id: source });
      // YER per euro = 1.1561 × (530.25 + 532.75) ÷ 2 = 614.46715; 1000 × 614.46715 ÷ 181.03 = 3394.2835…
      expect(body.data).toMatchObject({
        result: '3394.28',
        rate_kind: 'reference',
        reference_date: '2026-11-24',
      });
      // As fresh as the older of the feed's day and the market quote.
      expect(body.data.rate_recorded_at).toBe('2026-11-24T00:00:00.000Z');
      const back = await convert({ amount: '5000', from: 'YER', to: 'JPY', source_id: source });
      expect(back.data).toMatchObject({ result: '1473', rate_kind: 'reference' });
    });

    it('keeps the market rate wherever the source quotes both currencies', async () => {
      const body = await convert({ amount: '250', from: 'USD', to: 'SAR', source_id: source });
      expect(body.data).toMatchObject({
        result: '938.16',
        rate_kind: 'market',
        reference_date: null,
        base: 'YER',
      });
    });

    it('still answers 422 for a currency neither the market nor the feed knows', async () => {
      const body = await refuse(`amount=1&from=XAF&to=JPY&source_id=${source}`);
      expect(Object.keys(body.errors ?? {})).toEqual(['from']);
    });
  });
});
