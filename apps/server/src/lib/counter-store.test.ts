import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './counter-store';

function behavesAsACounter(
  name: string,
  make: () => { store: CounterStore; advance?: (ms: number) => void },
) {
  describe(name, () => {
    const { store } = make();
    const key = () => `test:${Math.random().toString(36).slice(2)}`;
    afterAll(() => store.close());

    it('counts hits within a window and reports when it resets', async () => {
      const k = key();
      expect((await store.hit(k, 60)).count).toBe(1);
      const second = await store.hit(k, 60);
      expect(second.count).toBe(2);
      expect(second.resetInS).toBeGreaterThan(55);
      expect(second.resetInS).toBeLessThanOrEqual(60);
      expect((await store.peek(k)).count).toBe(2);
    });

    it('adds a cost greater than one', async () => {
      const k = key();
      await store.hit(k, 60, 3);
      expect((await store.hit(k, 60, 2)).count).toBe(5);
    });

    it('restarts a sliding window at every hit', async () => {
      const k = key();
      await store.hit(k, 60);
      const fixed = await store.hit(k, 600);
      expect(fixed.resetInS).toBeLessThanOrEqual(60);
      const slid = await store.hit(k, 600, 1, { sliding: true });
      expect(slid.count).toBe(3);
      expect(slid.resetInS).toBeGreaterThan(590);
    });

    it('forgets a key on reset', async () => {
      const k = key();
      await store.hit(k, 60);
      await store.reset(k);
      expect(await store.peek(k)).toEqual({ count: 0, resetInS: 0 });
    });
  });
}

behavesAsACounter('memory counter store', () => ({ store: createMemoryCounterStore() }));

describe('memory counter store windows', () => {
  it('starts a new window once the old one expires', async () => {
    let now = 1_000_000;
    const store = createMemoryCounterStore(() => now);
    await store.hit('k', 10);
    await store.hit('k', 10);
    now += 10_001;
    expect((await store.hit('k', 10)).count).toBe(1);
    await store.close();
  });
});

// Shared limits across processes run against the machine's Redis when CI finds one.
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  behavesAsACounter('redis counter store', () => ({
    store: createRedisCounterStore(redisUrl, `sarraf:test:${process.pid}:`),
  }));
