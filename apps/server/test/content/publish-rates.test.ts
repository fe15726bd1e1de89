import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, rates } from '../../src/db/schema/index';
import { HttpError } from '../../src/lib/http-error';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource, publish } from './helpers';

describe('publishRates (the back office’s and imports’ way to publish)', () => {
  let server: TestServer;
  let source: number;
  const rowsOf = async (sourceId: number) =>
    server.database.db
      .select({
        code: currencies.code,
        buy: rates.buy,
        sell: rates.sell,
        at: rates.recordedAt,
        by: rates.publishedBy,
      })
      .from(rates)
      .innerJoin(currencies, eq(currencies.id, rates.currencyId))
      .where(eq(rates.sourceId, sourceId));
  const fieldErrors = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(422);
    return (error as HttpError).fieldErrors;
  };

  beforeAll(async () => {
    server = await startTestServer();
    source = await addSource(server, { name: 'مصدر النشر' });
  });
  afterAll(() => server.close());

  it('appends one history row per line, at one instant, exactly as given', async () => {
    const at = new Date('2025-03-01T06:30:00.000Z');
    const result = await publish(server, {
      sourceId: source,
      at,
      rates: [
        { currencyCode: 'usd', buy: '530.123456', sell: '532' },
        { currencyCode: 'SAR', buy: ' 140.1 ', sell: '141.30' },
      ],
    });
    expect(result).toMatchObject({ inserted: 2, recordedAt: at });
    expect(await rowsOf(source)).toEqual([
      { code: 'USD', buy: '530.123456', sell: '532.000000', at, by: null },
      { code: 'SAR', buy: '140.100000', sell: '141.300000', at, by: null },
    ]);
  });

  it('does not write a line twice when an import is repeated for the same instant', async () => {
    const at = new Date('2025-03-02T06:30:00.000Z');
    const input = { sourceId: source, at, rates: [{ currencyCode: 'USD', buy: '531', sell: '533' }] };
    expect((await publish(server, input)).inserted).toBe(1);
    expect((await publish(server, input)).inserted).toBe(0);
    const [usd] = await server.database.db.select().from(currencies).where(eq(currencies.code, 'USD'));
    const rows = await server.database.db
      .select()
      .from(rates)
      .where(and(eq(rates.sourceId, source), eq(rates.currencyId, usd!.id), eq(rates.recordedAt, at)));
    expect(rows).toHaveLength(1);
  });

  it('refuses the whole publish, line by line, when anything is wrong', async () => {
    const before = (await rowsOf(source)).length;
    const errors = await fieldErrors(
      publish(server, {
        sourceId: source,
        rates: [
          { currencyCode: 'USD', buy: '530', sell: '532' },
          { currencyCode: 'XYZ', buy: '1', sell: '2' },
          { currencyCode: 'YER', buy: '1', sell: '1' },
          { currencyCode: 'EUR', buy: '620', sell: '610' },
          { currencyCode: 'GBP', buy: '-1', sell: '1.1234567' },
          { currencyCode: 'USD', buy: '530', sell: '532' },
          { currencyCode: 'AED', buy: '1e3', sell: '0' },
        ],
      }),
    );
    expect(errors).toEqual({
      'rates.1.currency_code': ['unknown_currency'],
      'rates.2.currency_code': ['unknown_currency'],
      'rates.3.sell': ['sell_below_buy'],
      'rates.4.buy': ['invalid_rate'],
      'rates.4.sell': ['invalid_rate'],
      'rates.5.currency_code': ['duplicate_currency'],
      'rates.6.buy': ['invalid_rate'],
      'rates.6.sell': ['invalid_rate'],
    });
    expect((await rowsOf(source)).length).toBe(before);
  });

  it('refuses an unknown source and an empty publish', async () => {
    expect(await fieldErrors(publish(server, { sourceId: 999999, rates: [] }))).toEqual({
      source_id: ['unknown_source'],
      rates: ['field_required'],
    });
  });
});
