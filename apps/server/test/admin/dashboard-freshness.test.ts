import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDashboardResponse } from '@sarraf/contracts';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInAs, type AdminClient } from './helpers';

type Freshness = TAdminDashboardResponse['data']['rate_freshness'][number];

// The dashboard's sources panel tells an editor which markets need new rates. It once read every
// source's "last published" from an unrelated row (the seed's first day), so it called them all
// stale right after a publish, while the portal showed the right time.
describe('back-office dashboard: rate freshness per source', () => {
  let server: TestServer;
  let editor: AdminClient;

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signInAs(server, 'editor');
  });
  afterAll(() => server.close());

  const freshness = async () => (await editor.api.ok('adminGetDashboard')).data.rate_freshness;

  it("shows each source's own newest rate, the time the portal shows for it", async () => {
    for (const source of await freshness()) {
      const rates = (await server.api.ok('getCurrencyList')).data
        .flatMap((currency) => currency.rates)
        .filter((rate) => rate.source.id === source.source_id)
        .map((rate) => rate.recorded_at)
        .sort();
      if (rates.length === 0) continue;
      expect([source.name, source.last_published_at]).toEqual([source.name, rates.at(-1)]);
    }
  });

  it('calls a source fresh right after an editor publishes on it, whatever the others', async () => {
    const [first] = await freshness();
    const sourceId = first!.source_id;
    const grid = (await editor.api.ok('adminGetRateGrid', { query: { source_id: sourceId } })).data;
    const usd = grid.rows.find((row) => row.code === 'USD')!;
    const before = Date.now();
    await editor.api.ok('adminPublishRates', {
      json: {
        source_id: sourceId,
        rates: [{ currency_id: usd.currency_id, buy: usd.last_buy!, sell: usd.last_sell! }],
      },
    });

    const after: Freshness = (await freshness()).find((source) => source.source_id === sourceId)!;
    expect(after.is_stale).toBe(false);
    expect(Date.parse(after.last_published_at!)).toBeGreaterThanOrEqual(before - 1000);
  });
});
