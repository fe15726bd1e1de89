import { describe, expect, it } from 'vitest';
import { ConcurrencyLimitError, createConcurrencyLimiter } from './concurrency-limiter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('concurrency limiter', () => {
  it('never runs more than its concurrency at once, and runs the rest in arrival order', async () => {
    const limiter = createConcurrencyLimiter({ concurrency: 2, maxQueue: 10, maxWaitMs: 5_000 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        limiter.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          order.push(i);
          await sleep(5);
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(limiter.stats().peakRunning).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(limiter.stats()).toMatchObject({ running: 0, waiting: 0, refused: 0 });
  });

  it('refuses at once past the queue bound', async () => {
    const limiter = createConcurrencyLimiter({ concurrency: 1, maxQueue: 1, maxWaitMs: 5_000 });
    const results = await Promise.allSettled([1, 2, 3].map(() => limiter.run(() => sleep(10))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (results[2] as PromiseRejectedResult).reason as ConcurrencyLimitError;
    expect(refusal).toBeInstanceOf(ConcurrencyLimitError);
    expect(refusal.reason).toBe('queue_full');
  });

  it('refuses a task that waited past the wait bound, and frees its place', async () => {
    const limiter = createConcurrencyLimiter({ concurrency: 1, maxQueue: 5, maxWaitMs: 20 });
    const slow = limiter.run(() => sleep(100));
    await expect(limiter.run(() => sleep(1))).rejects.toMatchObject({ reason: 'wait_timeout' });
    expect(limiter.stats()).toMatchObject({ running: 1, waiting: 0, refused: 1 });
    await slow;
  });

  it('frees the slot when a task throws', async () => {
    const limiter = createConcurrencyLimiter({ concurrency: 1, maxQueue: 5, maxWaitMs: 1_000 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
