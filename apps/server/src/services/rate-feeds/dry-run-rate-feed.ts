import { eq } from 'drizzle-orm';
import type { TRateFeedDryRun, TSaveRateFeedRequest } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { priceSources, rateFeeds } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { mergeFeedHeaders, openFeedHeaders, originOf } from './feed-headers';
import { fetchFeedUrl, readFeedBody } from './run-rate-feed';
import { checkFeedLines } from './read-feed-lines';

/**
 * "Test fetch" in the back office: fetches the feed as the form describes it, reads and checks its
 * lines, and publishes, queues and records nothing, so an editor sees what a mapping gives before
 * saving it. A header without a value takes the stored one only when the form's URL has the origin
 * the stored values were saved for: a test of another origin's URL never carries them
 * (docs/security.md, feed secrets). Values typed in the form go to the form's URL.
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
    .select({ headersSealed: rateFeeds.headersSealed, url: rateFeeds.url })
    .from(rateFeeds)
    .where(eq(rateFeeds.sourceId, sourceId));
  const stored = (existing && openFeedHeaders(appSecret, existing.headersSealed, originOf(existing.url))) || {
    origin: null,
    headers: {},
  };
  const origin = originOf(input.url);
  const usable = stored.origin !== null && stored.origin === origin ? stored.headers : {};
  try {
    const fetched = await fetchFeedUrl(
      { url: input.url },
      { origin, headers: mergeFeedHeaders(usable, input.headers) },
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
