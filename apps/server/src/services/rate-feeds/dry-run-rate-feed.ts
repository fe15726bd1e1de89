import { eq } from 'drizzle-orm';
import type { TRateFeedDryRun, TSaveRateFeedRequest } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { priceSources, rateFeeds } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { mergeFeedHeaders, openFeedHeaders, sealFeedHeaders } from './feed-headers';
import { fetchFeedBody, readFeedBody } from './run-rate-feed';
import { checkFeedLines } from './read-feed-lines';

/**
 * "Test fetch" in the back office: fetches the feed as the form describes it (headers without a
 * value take the stored ones), reads and checks its lines, and publishes, queues and records
 * nothing, so an editor sees what a mapping gives before saving it.
 */
export async function dryRunRateFeed(
  db: Db,
  appSecret: string,
  sourceId: number,
  input: TSaveRateFeedRequest,
  allowPrivate = false,
): Promise<TRateFeedDryRun> {
  const [source] = await db
    .select({ id: priceSources.id })
    .from(priceSources)
    .where(eq(priceSources.id, sourceId));
  if (!source) throw notFound();
  const [existing] = await db
    .select({ headersSealed: rateFeeds.headersSealed })
    .from(rateFeeds)
    .where(eq(rateFeeds.sourceId, sourceId));
  const stored = openFeedHeaders(appSecret, existing?.headersSealed ?? null) ?? {};
  const headersSealed = sealFeedHeaders(appSecret, mergeFeedHeaders(stored, input.headers));
  try {
    const fetched = await fetchFeedBody(
      { url: input.url, headersSealed },
      appSecret,
      undefined,
      allowPrivate,
    );
    // No validators were sent, so the answer is always a body.
    if (fetched.status === 'not_modified') return { error: null, lines: [], skipped: [] };
    const checked = await checkFeedLines(db, readFeedBody(input, fetched.body));
    return {
      error: null,
      lines: checked.lines.map((line) => ({ currency: line.currency, buy: line.buy, sell: line.sell })),
      skipped: checked.skipped,
    };
  } catch (error) {
    return { error: (error as Error).message, lines: [], skipped: [] };
  }
}
