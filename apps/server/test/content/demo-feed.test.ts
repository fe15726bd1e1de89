import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/env';
import { driftDemoRates } from '../../src/services/demo-feed';
import { startTestServer, type TestServer } from '../support/test-server';
import { seededRandom } from '../../src/lib/seeded-random';

describe('the demo feed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Every (source, currency) buy rate the portal's currency list shows. */
  const listed = async () => {
    const body = await server.api.ok('getCurrencyList');
    return new Map(
      body.data.flatMap((currency) =>
        currency.rates.map((rate) => [`${rate.source.id}:${currency.code}`, rate.buy] as const),
      ),
    );
  };

  it('is on with the embedded database outside production, and off otherwise unless asked', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/sarraf-demo-feed-test' }).demoFeed).toBe(true);
    expect(loadConfig({ DATA_DIR: '/tmp/sarraf-demo-feed-test', DEMO_FEED: '0' }).demoFeed).toBe(false);
    expect(
      loadConfig({ DATA_DIR: '/tmp/sarraf-demo-feed-test', DATABASE_URL: 'postgres://db/sarraf' }).demoFeed,
    ).toBe(false);
    expect(
      loadConfig({
        DATA_DIR: '/tmp/sarraf-demo-feed-test',
        DATABASE_URL: 'postgres://db/sarraf',
        DEMO_FEED: '1',
      }).demoFeed,
    ).toBe(true);
  });

  it('moves rates through the publish path: the portal shows them at once, a little off the last ones', async () => {
    const before = await listed();
    const published = await driftDemoRates(
      { db: server.database.db, cache: server.app.deps.contentCache, jobs: server.app.deps.jobs },
      { random: seededRandom(5) },
    );
    expect(published).toBeGreaterThan(0);
    const after = await listed();
    const moved = [...after].filter(([pair, buy]) => before.get(pair) !== buy);
    expect(moved.length).toBeGreaterThan(0);
    for (const [pair, buy] of moved) {
      expect(Math.abs(Number(buy) / Number(before.get(pair)) - 1)).toBeLessThan(0.01);
    }
  });
});
