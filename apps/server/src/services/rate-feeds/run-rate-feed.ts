import { eq, sql } from 'drizzle-orm';
import type { TRateFeedRun } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { rateFeeds } from '../../db/schema/index';
import { fetchConditional, FeedFetchError } from '../../lib/conditional-fetch';
import { parseRateFeed, RateFeedParseError } from '../../lib/rate-feed-parse';
import { localDateOf } from '../../lib/local-time';
import type { JobSender } from '../alerts';
import type { ContentInvalidator } from '../content-cache';
import { publishOrHold } from '../rate-reviews';
import { openFeedHeaders, originOf, type FeedSecrets } from './feed-headers';
import { feedLabel, type RateFeedWithSource } from './present-rate-feed';
import { checkFeedLines, type SkippedLine } from './read-feed-lines';

/** A feed that has not answered in this time has failed this run; the next tick tries again. */
export const FEED_TIMEOUT_MS = 10_000;
/** A rates feed is a few kilobytes; anything past this is not one. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

export interface RateFeedDeps {
  db: Db;
  appSecret: string;
  /** The service's zone (TIME_ZONE): the day "today's" counters count. */
  timeZone: string;
  cache: ContentInvalidator;
  jobs?: JobSender;
  /** FEEDS_ALLOW_PRIVATE: fetch private and loopback addresses too (never by default). */
  allowPrivate?: boolean;
}

/** A failure an editor can act on, in their words: what went wrong with the feed, not a stack. */
class FeedRunError extends Error {}

/**
 * Fetches a feed body (conditionally when validators are given) with the limits every feed has. The
 * stored headers go only to the origin they were saved for: not to the URL when it has another
 * origin, not across a redirect to another origin (docs/security.md, feed secrets).
 */
export async function fetchFeedBody(
  feed: { url: string; headersSealed: string | null; etag?: string | null; lastModified?: string | null },
  appSecret: string,
  timeoutMs = FEED_TIMEOUT_MS,
  allowPrivate = false,
) {
  const secrets = openFeedHeaders(appSecret, feed.headersSealed, originOf(feed.url));
  if (secrets === null) throw new FeedRunError('تعذّر فك ترويسات الخلاصة (تغيّر APP_SECRET)؛ أعد إدخالها.');
  return fetchFeedUrl(feed, secrets, timeoutMs, allowPrivate);
}

/** fetchFeedBody with the headers already opened (a test fetch merges the form's in). */
export async function fetchFeedUrl(
  feed: { url: string; etag?: string | null; lastModified?: string | null },
  secrets: FeedSecrets,
  timeoutMs = FEED_TIMEOUT_MS,
  allowPrivate = false,
) {
  try {
    return await fetchConditional(feed.url, {
      etag: feed.etag ?? null,
      lastModified: feed.lastModified ?? null,
      credentials: secrets,
      timeoutMs,
      maxBytes: FEED_MAX_BYTES,
      // An editor typed the URL: the server's own network is off limits (lib/public-address.ts).
      publicOnly: !allowPrivate,
    });
  } catch (error) {
    if (error instanceof FeedFetchError) throw new FeedRunError(`تعذّر جلب الخلاصة: ${error.message}`);
    throw error;
  }
}

/** Parses a body with the feed's mapping; an unreadable body is the feed's failure. */
export function readFeedBody(feed: Pick<RateFeedWithSource, 'kind' | 'mapping'>, body: string) {
  try {
    return parseRateFeed(feed.kind, body, feed.mapping);
  } catch (error) {
    if (error instanceof RateFeedParseError) throw new FeedRunError(`تعذّرت قراءة الخلاصة: ${error.message}`);
    throw error;
  }
}

/**
 * Runs one feed once (docs/design.md#rate-feeds): a conditional fetch (an unchanged feed costs a 304
 * and publishes nothing), its lines read with the mapping and checked (bad ones skipped and counted),
 * then the step every arriving rate takes: within the guard published through the one publish path,
 * beyond it (or every value in review mode) held for an editor. Values equal to the live ones are
 * left alone. The outcome is recorded on the feed; a failure never throws, so one broken feed cannot
 * stop the sweep's others.
 */
export async function runRateFeed(
  deps: RateFeedDeps,
  feed: RateFeedWithSource,
  options: { timeoutMs?: number; now?: () => Date } = {},
): Promise<TRateFeedRun> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  let skipped: SkippedLine[] = [];
  try {
    const fetched = await fetchFeedBody(feed, deps.appSecret, options.timeoutMs, deps.allowPrivate);
    if (fetched.status === 'not_modified') {
      await deps.db
        .update(rateFeeds)
        .set({ lastRunAt: startedAt, lastSuccessAt: now(), failingSince: null })
        .where(eq(rateFeeds.id, feed.id));
      return { outcome: 'not_modified', error: null, published: [], review: [], skipped: [] };
    }
    const checked = await checkFeedLines(deps.db, readFeedBody(feed, fetched.body));
    skipped = checked.skipped;
    if (checked.lines.length === 0)
      throw new FeedRunError(`لا أسعار صالحة في الخلاصة (تُخطّي ${skipped.length} سطرًا).`);
    const result = await publishOrHold(
      deps.db,
      {
        sourceId: feed.sourceId,
        lines: checked.lines,
        origin: { kind: 'feed', id: String(feed.id), name: feedLabel(feed) },
        holdAll: feed.mode === 'review',
        skipUnchanged: true,
        audit: {
          actor: { type: 'system', id: null, label: feedLabel(feed), ip: null },
          action: 'rate.feed_import',
          after: { feed_id: feed.id, url: feed.url, skipped: skipped.length },
        },
      },
      deps.cache,
      deps.jobs,
    );
    const day = localDateOf(startedAt, deps.timeZone);
    const counter = (column: typeof rateFeeds.publishedToday | typeof rateFeeds.queuedToday, added: number) =>
      sql`case when ${rateFeeds.countsDay} = ${day} then ${column} + ${added} else ${added} end`;
    await deps.db
      .update(rateFeeds)
      .set({
        etag: fetched.etag,
        lastModified: fetched.lastModified,
        lastRunAt: startedAt,
        lastSuccessAt: now(),
        failingSince: null,
        lastSkipped: skipped.length,
        publishedToday: counter(rateFeeds.publishedToday, result.published.length),
        queuedToday: counter(rateFeeds.queuedToday, result.review.length),
        countsDay: day,
      })
      .where(eq(rateFeeds.id, feed.id));
    return {
      outcome: 'published',
      error: null,
      published: result.published,
      review: result.review.map(({ reason: _reason, ...line }) => line),
      skipped,
    };
  } catch (error) {
    const message =
      error instanceof FeedRunError
        ? error.message
        : `خطأ غير متوقع أثناء تشغيل الخلاصة: ${(error as Error).message}`;
    const failedAt = now();
    await deps.db
      .update(rateFeeds)
      .set({
        lastRunAt: startedAt,
        lastErrorAt: failedAt,
        lastError: message.slice(0, 500),
        failingSince: sql`coalesce(${rateFeeds.failingSince}, ${failedAt.toISOString()}::timestamptz)`,
        lastSkipped: skipped.length,
      })
      .where(eq(rateFeeds.id, feed.id));
    return { outcome: 'failed', error: message, published: [], review: [], skipped };
  }
}
