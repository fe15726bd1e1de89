export interface ConcurrencyLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a slot; one more is refused at once. */
  maxQueue: number;
  /** How long a task waits for a slot before it is refused. */
  maxWaitMs: number;
}

export interface ConcurrencyStats {
  running: number;
  waiting: number;
  /** Most tasks seen running at once since the last `resetPeak` (tests and measurements). */
  peakRunning: number;
  /** Tasks refused since the start: queue full or waited too long. */
  refused: number;
}

export interface ConcurrencyLimiter {
  /** Runs `task` in a slot, or throws `ConcurrencyLimitError` when none frees up in time. */
  run<T>(task: () => Promise<T>): Promise<T>;
  configure(limits: Partial<ConcurrencyLimits>): void;
  stats(): ConcurrencyStats;
  resetPeak(): void;
}

/** No slot within the bounds: the caller answers "busy, retry" instead of piling up more work. */
export class ConcurrencyLimitError extends Error {
  override name = 'ConcurrencyLimitError';
  constructor(readonly reason: 'queue_full' | 'wait_timeout') {
    super(`concurrency limit: ${reason}`);
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A semaphore with a bounded, first-come queue and a bounded wait. Memory- or CPU-heavy work
 * (a 128 MiB scrypt) is then capped at `concurrency` copies, and a burst beyond what the queue
 * drains in `maxWaitMs` is refused quickly rather than answered after tens of seconds.
 */
export function createConcurrencyLimiter(initial: ConcurrencyLimits): ConcurrencyLimiter {
  const limits = { ...initial };
  let running = 0;
  let peakRunning = 0;
  let refused = 0;
  const queue: Waiter[] = [];

  const startNext = () => {
    while (running < limits.concurrency && queue.length > 0) {
      const waiter = queue.shift()!;
      clearTimeout(waiter.timer);
      waiter.start();
    }
  };

  const acquire = (): Promise<void> => {
    if (running < limits.concurrency && queue.length === 0) {
      running += 1;
      peakRunning = Math.max(peakRunning, running);
      return Promise.resolve();
    }
    if (queue.length >= limits.maxQueue) {
      refused += 1;
      return Promise.reject(new ConcurrencyLimitError('queue_full'));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          running += 1;
          peakRunning = Math.max(peakRunning, running);
          resolve();
        },
        timer: setTimeout(() => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          refused += 1;
          reject(new ConcurrencyLimitError('wait_timeout'));
        }, limits.maxWaitMs),
      };
      queue.push(waiter);
    });
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        running -= 1;
        startNext();
      }
    },
    configure(next) {
      Object.assign(limits, next);
      startNext();
    },
    stats: () => ({ running, waiting: queue.length, peakRunning, refused }),
    resetPeak() {
      peakRunning = running;
    },
  };
}
