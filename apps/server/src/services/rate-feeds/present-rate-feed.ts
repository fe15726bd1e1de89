import { asc, eq } from 'drizzle-orm';
import type { TRateFeed } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { priceSources, rateFeeds } from '../../db/schema/index';
import { localDateOf } from '../../lib/local-time';
import { maskFeedHeaders } from './feed-headers';

export type RateFeedRow = typeof rateFeeds.$inferSelect;
export type RateFeedWithSource = RateFeedRow & { sourceName: string; freshnessMinutes: number };

const MINUTE_MS = 60_000;

/** The feeds with their source's name and freshness window; one source's, or all. */
export async function loadRateFeeds(db: Db, sourceId?: number): Promise<RateFeedWithSource[]> {
  const rows = await db
    .select({
      feed: rateFeeds,
      sourceName: priceSources.name,
      freshnessMinutes: priceSources.freshnessMinutes,
    })
    .from(rateFeeds)
    .innerJoin(priceSources, eq(priceSources.id, rateFeeds.sourceId))
    .where(sourceId === undefined ? undefined : eq(rateFeeds.sourceId, sourceId))
    .orderBy(asc(priceSources.sortOrder), asc(priceSources.id));
  return rows.map((row) => ({
    ...row.feed,
    sourceName: row.sourceName,
    freshnessMinutes: row.freshnessMinutes,
  }));
}

/** How a feed is named in the audit log and the review queue. */
export function feedLabel(feed: { sourceName: string }): string {
  return `خلاصة ${feed.sourceName}`;
}

/** The masked headers and the origin their values go to (null without any). */
function headersOf(appSecret: string, feed: RateFeedWithSource) {
  const { headers, origin } = maskFeedHeaders(appSecret, feed.headersSealed, feed.url);
  return { headers, headers_origin: origin };
}

/**
 * A feed as the back office sees it: header values masked, today's counters (zero once the day in
 * the service's zone, `zone`, has turned), and `overdue` when it has been failing for longer than its source's freshness
 * window, the moment its rates start showing as stale on the portal.
 */
export function presentRateFeed(
  appSecret: string,
  zone: string,
  feed: RateFeedWithSource,
  now = new Date(),
): TRateFeed {
  const today = feed.countsDay === localDateOf(now, zone);
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    id: feed.id,
    source_id: feed.sourceId,
    source_name: feed.sourceName,
    kind: feed.kind,
    url: feed.url,
    ...headersOf(appSecret, feed),
    interval_minutes: feed.intervalMinutes,
    mapping: feed.mapping,
    mode: feed.mode,
    active: feed.active,
    status: {
      next_run_at: feed.nextRunAt.toISOString(),
      last_run_at: iso(feed.lastRunAt),
      last_success_at: iso(feed.lastSuccessAt),
      last_error_at: iso(feed.lastErrorAt),
      last_error: feed.lastError,
      failing_since: iso(feed.failingSince),
      last_skipped: feed.lastSkipped,
      published_today: today ? feed.publishedToday : 0,
      queued_today: today ? feed.queuedToday : 0,
      stale_minutes: feed.lastSuccessAt
        ? Math.max(0, Math.floor((now.getTime() - feed.lastSuccessAt.getTime()) / MINUTE_MS))
        : null,
      freshness_minutes: feed.freshnessMinutes,
      overdue:
        feed.active &&
        feed.failingSince !== null &&
        now.getTime() - feed.failingSince.getTime() > feed.freshnessMinutes * MINUTE_MS,
    },
  };
}
