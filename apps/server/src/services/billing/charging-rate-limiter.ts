import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/** Waits until the caller may make one more call under a shared calls-per-second limit. */
export interface RateLimiter {
  acquire(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The guarantee is "never more than TPS calls in any one-second window", across processes. Slots
// are spaced 2% wider than 1/TPS: that leaves 20 ms in every second for what cannot be controlled
// exactly, timers that fire late and the clocks of workers on different machines (NTP keeps them
// within a few milliseconds). A slot missed by more than LATE_MS is dropped, never used late: a
// late call would crowd the next slot, perhaps another worker's. The cost is a measured rate of
// 98% of CHARGING_TPS.
const SPACING_MARGIN = 1.02;
const LATE_MS = 10;

/**
 * `CHARGING_TPS` across every worker (never more than CHARGING_TPS calls a second
 * across all workers), kept in the one store every process already shares: the database. It is
 * GCRA: the row `rate_limit_slots[key]` holds the next free call slot as a wall-clock instant in
 * milliseconds, and slots are 1/TPS apart. A process reserves a few slots at a time (about 100 ms
 * worth) in one atomic statement and waits for each locally. Slots are expressed in the processes'
 * own clock, not the database's: a database answer can arrive late (a commit's fsync), which
 * would shift every slot mapped from the database's clock, but cannot move a wall-clock instant.
 * A reservation that arrives too late for its first slots drops them. Slots a crashed process
 * reserved simply go unused.
 */
export function createDatabaseRateLimiter(db: Db, options: { key: string; perSecond: number }): RateLimiter {
  const intervalMs = (1000 / options.perSecond) * SPACING_MARGIN;
  const chunk = Math.max(1, Math.min(100, Math.floor(options.perSecond / 10)));
  // Reserved slots, as wall-clock instants (ms), earliest first.
  const slots: number[] = [];
  let refilling: Promise<void> | null = null;

  async function reserve(): Promise<void> {
    const span = chunk * intervalMs;
    const now = Date.now();
    const [row] = rowsOf<{ first_ms: number | string }>(
      await db.execute(sql`
      insert into rate_limit_slots as l (key, next_slot_ms, updated_at)
      values (${options.key}, ${now}::float8 + ${span}::float8, now())
      on conflict (key) do update
        set next_slot_ms = greatest(l.next_slot_ms, ${now}::float8) + ${span}::float8, updated_at = now()
      returning (l.next_slot_ms - ${span}::float8)::float8 as first_ms
    `),
    );
    const first = Number(row!.first_ms);
    for (let index = 0; index < chunk; index++) slots.push(first + index * intervalMs);
  }

  const refill = () =>
    (refilling ??= reserve().finally(() => {
      refilling = null;
    }));

  // Callers wait in order; one pump hands out the slots. The next reservation is made halfway
  // between a slot and the next one, never right after a send: its database round trip could hold
  // that send back (PGlite runs on this thread) and bunch it with the next one at the gateway.
  const waiters: (() => void)[] = [];
  let pumping = false;
  let ahead: Promise<void> | null = null;

  async function pump() {
    pumping = true;
    try {
      while (waiters.length > 0) {
        if (slots.length === 0) await (ahead ?? refill());
        const slot = slots.shift();
        if (slot === undefined) continue;
        if (slots.length <= chunk / 2 && !ahead) {
          const delay = Math.max(0, slot - Date.now()) + intervalMs / 2;
          ahead = sleep(delay)
            .then(refill)
            .catch(() => {})
            .finally(() => {
              ahead = null;
            });
        }
        // Never early: a timer may fire a millisecond before the wall clock reaches the slot.
        for (let wait = slot - Date.now(); wait > 0; wait = slot - Date.now()) await sleep(wait);
        if (Date.now() - slot > LATE_MS) continue;
        waiters.shift()!();
      }
    } finally {
      pumping = false;
    }
  }

  return {
    acquire() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        if (!pumping) void pump();
      });
    },
  };
}

// A call is allowed when the TPS-th call before it is at least this long ago: 2% of a second kept
// for what happens between our clock and the gateway's (a request held back a few milliseconds).
const WINDOW_MS = 1000 * SPACING_MARGIN;

/**
 * The limit inside one process, for the embedded database (PGlite runs in one process, so this
 * process is every worker there is). A sliding window of the last TPS calls: a call waits until the
 * TPS-th call before it is a second (and 2%) old, and at least half a slot after the previous one,
 * so calls stay spread rather than bursting. Unlike slots shared through a database, time this
 * thread spends busy is made up afterwards (at up to twice the pace), without ever putting more
 * than TPS calls in a second.
 */
export function createLocalRateLimiter(options: { perSecond: number }): RateLimiter {
  const minGapMs = 1000 / options.perSecond / 2;
  const recent: number[] = [];
  let queue: Promise<void> = Promise.resolve();
  return {
    acquire() {
      const turn = queue.then(async () => {
        for (;;) {
          const now = Date.now();
          while (recent.length > 0 && now - recent[0]! >= WINDOW_MS) recent.shift();
          const last = recent.at(-1);
          const waitGap = last === undefined ? 0 : minGapMs - (now - last);
          const waitWindow = recent.length < options.perSecond ? 0 : WINDOW_MS - (now - recent[0]!);
          const wait = Math.max(waitGap, waitWindow);
          if (wait <= 0) break;
          await sleep(wait);
        }
        recent.push(Date.now());
      });
      queue = turn.catch(() => {});
      return turn;
    },
  };
}
