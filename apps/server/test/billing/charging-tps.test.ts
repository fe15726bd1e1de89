import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createDatabaseRateLimiter } from '../../src/services/billing';
import type { TestServer } from '../support/test-server';
import { signUp, subscriptionOf, sweep } from '../support/billing';
import { type FakeOperator, withFakeOperator } from './fake-operator';
import { busiestSecond } from '../../bench/busiest-second';

/**
 * Calls are counted per window with `busiestSecond`. The limiter spaces calls 2 % wider than
 * 1/TPS; where times are the gateway's arrival times, a call held up a few tens of milliseconds on
 * a loaded machine lets the next ones catch up with it, so those checks use a window shortened by
 * that delivery jitter. A limiter even 10 % too fast still puts TPS + 1 calls in it.
 */
describe('CHARGING_TPS across all workers', () => {
  let server: TestServer;
  let gateway: FakeOperator;
  withFakeOperator(
    {
      env: { CHARGING_TPS: '5' },
    },
    (started) => ({ gateway, server } = started),
  );

  it('spaces the calls of two workers sharing the database to the limit, no faster', async () => {
    // Two limiters on one database stand for two worker processes: they share nothing but it.
    const perSecond = 20;
    const workers = [1, 2].map(() =>
      createDatabaseRateLimiter(server.database.db, { key: 'test-tps', perSecond }),
    );
    const times: number[] = [];
    const started = performance.now();
    await Promise.all(
      workers.flatMap((limiter) =>
        Array.from({ length: 30 }, async () => {
          await limiter.acquire();
          times.push(performance.now());
        }),
      ),
    );
    const elapsedS = (performance.now() - started) / 1000;
    expect(busiestSecond(times)).toBeLessThanOrEqual(perSecond);
    // 60 calls at 20 a second: the first at once, the last about 2.95 s later; never much slower.
    expect(elapsedS).toBeGreaterThan(2.8);
    expect(elapsedS).toBeLessThan(4.5);
  });

  it('never lets a renewal sweep call the gateway more than CHARGING_TPS times a second', async () => {
    const subscribers = [];
    for (let i = 0; i < 12; i++) subscribers.push(await signUp(server));
    const ends = await Promise.all(
      subscribers.map(async (s) => (await subscriptionOf(server, s.token)).current_period_end!),
    );
    const latest = ends.sort().at(-1)!;
    const before = gateway.calls.length;
    const result = await sweep(server, latest);
    expect(result.succeeded).toBe(12);
    const renewalCalls = gateway.calls
      .slice(before)
      .filter((entry) => entry.reference.startsWith('renewal:'));
    expect(renewalCalls).toHaveLength(12);
    const arrivalJitterMs = 50;
    expect(
      busiestSecond(
        renewalCalls.map((entry) => entry.at),
        1000 - arrivalJitterMs,
      ),
    ).toBeLessThanOrEqual(5);
    // …and the whole run of gateway calls, sign-ups included, kept to it as well.
    expect(
      busiestSecond(
        gateway.calls.map((entry) => entry.at),
        1000 - arrivalJitterMs,
      ),
    ).toBeLessThanOrEqual(5);
  });
});
