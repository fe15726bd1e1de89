import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDashboardResponse, TRateGrid } from '@sarraf/contracts';
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

  const freshness = async () =>
    (await editor.call<TAdminDashboardResponse>('/api/admin/dashboard')).body.data.rate_freshness;

  it("shows each source's own newest rate, the time the portal shows for it", async () => {
    for (const source of await freshness()) {
      const portal = await server.request(`/api/client/get/currency/list`);
      const rates = (
        (await portal.json()) as { data: { rates: { source: { id: number }; recorded_at: string }[] }[] }
      ).data
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
    const grid = (await editor.call<{ data: TRateGrid }>(`/api/admin/rates?source_id=${sourceId}`)).body.data;
    const usd = grid.rows.find((row) => row.code === 'USD')!;
    const before = Date.now();
    const published = await editor.call('/api/admin/rates', {
      method: 'POST',
      json: {
        source_id: sourceId,
        rates: [{ currency_id: usd.currency_id, buy: usd.last_buy, sell: usd.last_sell }],
      },
    });
    expect(published.status).toBe(200);

    const after: Freshness = (await freshness()).find((source) => source.source_id === sourceId)!;
    expect(after.is_stale).toBe(false);
    expect(Date.parse(after.last_published_at!)).toBeGreaterThanOrEqual(before - 1000);
  });
});
