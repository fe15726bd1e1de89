import { sql } from 'drizzle-orm';
import { rateFeeds } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql-rows';
import { loadRateFeeds } from './present-rate-feed';
import { runRateFeed, type RateFeedDeps } from './run-rate-feed';

/** Feeds fetched at once per worker: enough that a slow one never holds up the others for long. */
const CONCURRENCY = 4;
/** Feeds claimed per tick; more wait for the next minute. */
const BATCH = 50;

/**
 * The minute sweep (docs/design.md#rate-feeds): claims the due feeds and runs them, a few at once,
 * each with its own timeout, so a broken or slow feed delays no other. The claim is the statement
 * that moves each feed's `next_run_at` a schedule ahead, over rows picked `FOR UPDATE SKIP LOCKED`:
 * two workers sweeping together split the due feeds and never fetch one twice.
 */
export async function sweepRateFeeds(
  deps: RateFeedDeps,
  options: { timeoutMs?: number } = {},
): Promise<{ claimed: number; failed: number }> {
  const claimed = await deps.db.execute(sql`
    update ${rateFeeds} set next_run_at = now() + make_interval(mins => ${rateFeeds.intervalMinutes})
    where ${rateFeeds.id} in (
      select id from ${rateFeeds}
      where ${rateFeeds.active} and ${rateFeeds.nextRunAt} <= now()
      order by ${rateFeeds.nextRunAt}
      limit ${BATCH}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf<{ id: number }>(claimed).map((row) => Number(row.id));
  if (ids.length === 0) return { claimed: 0, failed: 0 };
  const feeds = (await loadRateFeeds(deps.db)).filter((feed) => ids.includes(feed.id));
  let failed = 0;
  let next = 0;
  const lane = async () => {
    while (next < feeds.length) {
      const feed = feeds[next++]!;
      const run = await runRateFeed(deps, feed, options);
      if (run.outcome === 'failed') failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, feeds.length) }, lane));
  return { claimed: ids.length, failed };
}
