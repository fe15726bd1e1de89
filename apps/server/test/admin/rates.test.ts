import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRateGrid } from '@sarraf/contracts';
import { readError } from '@sarraf/contracts/typed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource } from '../content/helpers';
import { auditRows, signInAs, type AdminClient } from './helpers';

describe('back-office rate entry', () => {
  let server: TestServer;
  let editor: AdminClient;
  let sourceId: number;
  let grid: TRateGrid;
  const idOf = (code: string) => grid.rows.find((row) => row.code === code)!.currency_id;

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signInAs(server, 'editor');
    sourceId = await addSource(server, { name: 'سوق الاختبار' });
    grid = (await editor.api.ok('adminGetRateGrid', { query: { source_id: sourceId } })).data;
  });
  afterAll(() => server.close());

  it('lists one grid row per active quoted currency, empty for a new source', () => {
    expect(grid.source).toMatchObject({ id: sourceId, name: 'سوق الاختبار', freshness_minutes: 1440 });
    expect(grid.max_move_percent).toBe(5);
    expect(grid.rows.map((row) => row.code)).toContain('USD');
    expect(grid.rows.map((row) => row.code)).not.toContain('YER');
    expect(grid.rows.every((row) => row.last_buy === null && row.last_at === null)).toBe(true);
  });

  it('refuses the grid and publishing without a session (401) and a bad source id (422)', async () => {
    await server.api.fails('adminGetRateGrid', 401, { query: { source_id: sourceId } });
    await editor.api.fails('adminGetRateGrid', 422, { rawQuery: { source_id: 'abc' } });
    await editor.api.fails('adminGetRateGrid', 404, { query: { source_id: 999999 } });
  });

  it('publishes, writes history and an audit row, and the portal serves the new rate at once', async () => {
    // The portal's list, read (and cached) before the publish: it must not serve the old rate after.
    const portalUsd = async () =>
      (await server.api.ok('getCurrencyList', { query: { source_id: sourceId, currency: 'USD' } })).data[0]
        ?.rates[0]?.buy;
    expect(await portalUsd()).not.toBe('530');
    const response = await editor.api.ok('adminPublishRates', {
      json: {
        source_id: sourceId,
        rates: [
          { currency_id: idOf('USD'), buy: '530', sell: '535.5' },
          { currency_id: idOf('SAR'), buy: '140', sell: '141' },
        ],
      },
    });
    expect(response.data.published).toBe(2);
    expect(response.message).toBe('تم نشر الأسعار.');
    expect(Number(await portalUsd())).toBe(530);

    const refreshed = (await editor.api.ok('adminGetRateGrid', { query: { source_id: sourceId } })).data;
    expect(refreshed.rows.find((row) => row.code === 'USD')).toMatchObject({
      last_buy: '530',
      last_sell: '535.5',
    });

    const [audit] = (await auditRows(server, 'rate.publish')).slice(-1);
    expect(audit).toMatchObject({ entity: 'rates', entityId: String(sourceId), actorLabel: editor.email });
    expect(audit?.after).toEqual([
      { currency: 'USD', buy: '530', sell: '535.5' },
      { currency: 'SAR', buy: '140', sell: '141' },
    ]);
  });

  it('refuses a move beyond the threshold naming the cells, and publishes it once confirmed', async () => {
    const body = {
      source_id: sourceId,
      rates: [
        { currency_id: idOf('USD'), buy: '531', sell: '5355' }, // a typo: an extra digit
        { currency_id: idOf('SAR'), buy: '141', sell: '142' },
      ],
    };
    const refused = await editor.api.fails('adminPublishRates', 422, { json: body });
    expect(refused.message).toBe('بعض الأسعار تغيّرت بأكثر من الحد المسموح. راجِعها ثم أكّد النشر.');
    expect(Object.keys(refused.errors ?? {})).toEqual(['rates.0.sell']);
    const count = (await auditRows(server, 'rate.publish')).length;

    await editor.api.ok('adminPublishRates', { json: { ...body, confirm_large_moves: true } });
    expect((await auditRows(server, 'rate.publish')).length).toBe(count + 1);
  });

  it('follows the threshold setting, which only an admin may change (audited)', async () => {
    const admin = await signInAs(server, 'admin');
    await editor.api.fails('adminUpdateSettings', 403, { json: { rate_max_move_percent: 50 } });
    const bad = await admin.api.fails('adminUpdateSettings', 422, { rawJson: { rate_max_move_percent: 0 } });
    expect(bad.errors?.rate_max_move_percent).toHaveLength(1);
    await admin.api.ok('adminUpdateSettings', { json: { rate_max_move_percent: 20 } });
    expect(await editor.api.ok('adminGetSettings')).toEqual({ data: { rate_max_move_percent: 20 } });
    expect((await auditRows(server, 'settings.update')).slice(-1)[0]).toMatchObject({
      before: { rate_max_move_percent: 5 },
      after: { rate_max_move_percent: 20 },
    });
    // SAR 141 → 160 is +13.5 %: within 20 %, so no confirmation is asked.
    await editor.api.ok('adminPublishRates', {
      json: { source_id: sourceId, rates: [{ currency_id: idOf('SAR'), buy: '160', sell: '161' }] },
    });
  });

  it('validates every field with a 422 keyed by the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ rates: [{ currency_id: idOf('USD'), buy: '1', sell: '2' }] }, 'source_id'],
      [{ source_id: sourceId, rates: [] }, 'rates'],
      [{ source_id: sourceId, rates: [{ currency_id: idOf('USD'), buy: '-1', sell: '2' }] }, 'rates.0.buy'],
      [{ source_id: sourceId, rates: [{ currency_id: idOf('USD'), buy: '1', sell: 'abc' }] }, 'rates.0.sell'],
      [{ source_id: sourceId, rates: [{ currency_id: idOf('USD'), buy: '0', sell: '1' }] }, 'rates.0.buy'],
      [{ source_id: sourceId, rates: [{ currency_id: 999999, buy: '1', sell: '2' }] }, 'rates.0.currency_id'],
      [
        { source_id: sourceId, rates: [{ currency_id: idOf('USD'), buy: '610', sell: '600' }] },
        'rates.0.sell',
      ],
      [{ source_id: 999999, rates: [{ currency_id: idOf('USD'), buy: '600', sell: '610' }] }, 'source_id'],
    ];
    for (const [json, field] of cases) {
      const response = await editor.api.call('adminPublishRates', { rawJson: json });
      const error = await readError(response);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(error.errors ?? {}), JSON.stringify(json)).toContain(field);
    }
  });

  it('previews a pasted import with per-line errors, then the valid lines publish', async () => {
    const text = [
      'code\tbuy\tsell',
      'USD\t535\t5360',
      'XXX\t1\t2',
      'SAR\t150\t140',
      'EUR\tabc\t700',
      'GBP\t700',
      'سوق غير موجود,AED,140,141',
      'SAR\t158\t159',
    ].join('\n');
    const preview = await editor.api.ok('adminPreviewRateImport', { json: { text, source_id: sourceId } });
    const rows = preview.data.rows;
    expect(rows.map((row) => [row.line, row.currency_code, row.errors])).toEqual([
      [2, 'USD', []],
      [3, 'XXX', ['العملة المختارة غير متاحة.']],
      [4, 'SAR', ['سعر البيع يجب ألا يقل عن سعر الشراء.']],
      [5, 'EUR', ['يجب أن يكون السعر رقماً موجباً بست خانات عشرية على الأكثر.']],
      [6, 'GBP', ['يجب أن يحتوي السطر على: رمز العملة، الشراء، البيع (ومصدر السعر اختيارياً في أوله).']],
      [7, 'AED', ['مصدر الأسعار المختار غير متاح.']],
      [8, 'SAR', []],
    ]);
    expect(rows[0]).toMatchObject({
      source_id: sourceId,
      last_buy: '531',
      last_sell: '5355',
      move_percent: 0.75,
    });

    const valid = rows.filter((row) => row.errors.length === 0);
    await editor.api.ok('adminPublishRates', {
      json: {
        source_id: sourceId,
        rates: valid.map((row) => ({ currency_id: row.currency_id!, buy: row.buy, sell: row.sell })),
        confirm_large_moves: true,
      },
    });
  });

  it('reports a line without a source when none is chosen', async () => {
    const preview = await editor.api.ok('adminPreviewRateImport', { json: { text: 'USD,1,2' } });
    expect(preview.data.rows[0]?.errors).toEqual(['اختر مصدر الأسعار أو أضِف عمود المصدر في أول السطر.']);
    const empty = await editor.api.fails('adminPreviewRateImport', 422, { json: { text: '' } });
    expect(Object.keys(empty.errors ?? {})).toEqual(['text']);
  });
});
