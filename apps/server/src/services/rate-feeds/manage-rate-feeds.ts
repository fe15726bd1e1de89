import { eq } from 'drizzle-orm';
import type { TRateFeed, TSaveRateFeedRequest } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { priceSources, rateFeeds } from '../../db/schema/index';
import { notFound, unprocessable } from '../../lib/http-error';
import { type AdminActor, recordAdminAudit } from '../audit';
import {
  headersNeedingRetype,
  mergeFeedHeaders,
  openFeedHeaders,
  originOf,
  sealFeedHeaders,
} from './feed-headers';
import { loadRateFeeds, presentRateFeed } from './present-rate-feed';

/** Every feed with its status, for the feeds list and the back office's warnings. */
export async function listRateFeeds(db: Db, appSecret: string, zone: string): Promise<TRateFeed[]> {
  const now = new Date();
  return (await loadRateFeeds(db)).map((feed) => presentRateFeed(appSecret, zone, feed, now));
}

/** One feed; `zone` is the service's (config.timeZone), whose day "today's" counters count. */
export async function getRateFeed(
  db: Db,
  appSecret: string,
  zone: string,
  sourceId: number,
): Promise<TRateFeed> {
  const [feed] = await loadRateFeeds(db, sourceId);
  if (!feed) throw notFound();
  return presentRateFeed(appSecret, zone, feed);
}

/** What the audit log keeps of a feed: everything but the header values. */
const auditView = (input: TSaveRateFeedRequest | null) =>
  input && { ...input, headers: input.headers.map((header) => header.name) };

/**
 * Creates or replaces a source's feed. The headers are sealed with the origin of the URL they are
 * saved for (docs/design.md#rate-feeds); a header sent without a value keeps its stored value while
 * the URL keeps that origin. A URL of another origin takes no stored value along (docs/security.md,
 * feed secrets): an editor must type each such value again (a 422 on `headers.<i>.value`); an admin
 * may save, and those stored values are then dropped (`droppedHeaders`), never sent to the new
 * origin. A saved feed is due at once, so "save" then "run" or the next minute's sweep shows whether
 * it works; a changed URL forgets the last validators.
 */
export async function saveRateFeed(
  db: Db,
  appSecret: string,
  zone: string,
  sourceId: number,
  input: TSaveRateFeedRequest,
  actor: AdminActor,
): Promise<{ feed: TRateFeed; droppedHeaders: string[] }> {
  const [source] = await db
    .select({ id: priceSources.id })
    .from(priceSources)
    .where(eq(priceSources.id, sourceId));
  if (!source) throw notFound();
  // An XML document has one root: the items are always below it, so the path cannot be empty.
  if (input.kind === 'xml' && input.mapping.items === '')
    throw unprocessable({ 'mapping.items': ['field_required'] });
  const droppedHeaders = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(rateFeeds)
      .where(eq(rateFeeds.sourceId, sourceId))
      .for('update');
    const stored = (existing &&
      openFeedHeaders(appSecret, existing.headersSealed, originOf(existing.url))) || {
      origin: null,
      headers: {},
    };
    const origin = originOf(input.url);
    const retype = headersNeedingRetype(stored, input.url, input.headers);
    if (retype.length > 0 && actor.admin.user.role !== 'admin')
      throw unprocessable(
        Object.fromEntries(
          retype.map(({ index }) => [`headers.${index}.value`, ['rate_feed_header_retype']]),
        ),
      );
    const usable = retype.length > 0 || stored.origin !== origin ? {} : stored.headers;
    const headersSealed = sealFeedHeaders(appSecret, mergeFeedHeaders(usable, input.headers), origin);
    const values = {
      kind: input.kind,
      url: input.url,
      headersSealed,
      intervalMinutes: input.interval_minutes,
      mapping: input.mapping,
      mode: input.mode,
      active: input.active,
      nextRunAt: new Date(),
      ...(existing && existing.url === input.url ? {} : { etag: null, lastModified: null }),
    };
    if (existing) await tx.update(rateFeeds).set(values).where(eq(rateFeeds.id, existing.id));
    else await tx.insert(rateFeeds).values({ sourceId, ...values });
    const dropped = retype.map(({ name }) => name);
    await recordAdminAudit(tx, actor, {
      action: existing ? 'rate_feed.update' : 'rate_feed.create',
      entity: 'rate_feed',
      entityId: sourceId,
      before: existing
        ? {
            kind: existing.kind,
            url: existing.url,
            interval_minutes: existing.intervalMinutes,
            mapping: existing.mapping,
            mode: existing.mode,
            active: existing.active,
            headers_origin: stored.origin,
          }
        : null,
      after: { ...auditView(input), headers_origin: headersSealed ? origin : null, dropped_headers: dropped },
    });
    return dropped;
  });
  return { feed: await getRateFeed(db, appSecret, zone, sourceId), droppedHeaders };
}

export async function deleteRateFeed(db: Db, sourceId: number, actor: AdminActor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(rateFeeds).where(eq(rateFeeds.sourceId, sourceId)).returning();
    if (!deleted) throw notFound();
    await recordAdminAudit(tx, actor, {
      action: 'rate_feed.delete',
      entity: 'rate_feed',
      entityId: sourceId,
      before: { kind: deleted.kind, url: deleted.url, mode: deleted.mode },
      after: null,
    });
    return { id: deleted.id };
  });
}
