import type { FastifyInstance } from 'fastify';
import {
  adminDeleteRateFeed,
  adminGetRateFeed,
  adminListRateFeeds,
  adminRunRateFeed,
  adminSaveRateFeed,
  adminTestRateFeed,
} from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { say } from '../../lib/messages';
import { requireAdmin } from '../../plugins/admin-auth';
import {
  deleteRateFeed,
  dryRunRateFeed,
  getRateFeed,
  listRateFeeds,
  loadRateFeeds,
  runRateFeed,
  saveRateFeed,
} from '../../services/rate-feeds';
import { notFound } from '../../lib/http-error';

/** Price sources' feeds (docs/design.md#rate-feeds). Editors and admins, as rate entry. */
export function registerRateFeedRoutes(app: FastifyInstance) {
  const { database, config, contentCache, jobs } = app.deps;
  const db = database.db;

  routeFromContract(app, adminListRateFeeds, async () => ({
    data: await listRateFeeds(db, config.appSecret, config.timeZone),
  }));

  routeFromContract(app, adminGetRateFeed, async ({ params }) => ({
    data: await getRateFeed(db, config.appSecret, config.timeZone, params.id),
  }));

  routeFromContract(app, adminSaveRateFeed, async ({ params, body, request }) => {
    const saved = await saveRateFeed(db, config.appSecret, config.timeZone, params.id, body, {
      admin: requireAdmin(request),
      ip: request.ip,
    });
    // An admin moved the feed to another origin: the stored values not typed again were dropped.
    const message =
      saved.droppedHeaders.length > 0
        ? `${say(request, 'rate_feed_saved_headers_dropped')} ${saved.droppedHeaders.join('، ')}.`
        : say(request, 'rate_feed_saved');
    return { message, data: saved.feed };
  });

  routeFromContract(app, adminDeleteRateFeed, async ({ params, request }) => ({
    message: say(request, 'rate_feed_deleted'),
    data: await deleteRateFeed(db, params.id, { admin: requireAdmin(request), ip: request.ip }),
  }));

  routeFromContract(app, adminRunRateFeed, async ({ params, request }) => {
    const [feed] = await loadRateFeeds(db, params.id);
    if (!feed) throw notFound();
    const run = await runRateFeed(
      {
        db,
        appSecret: config.appSecret,
        timeZone: config.timeZone,
        cache: contentCache,
        jobs,
        allowPrivate: config.feedsAllowPrivate,
      },
      feed,
    );
    const key =
      run.outcome === 'failed'
        ? 'rate_feed_failed'
        : run.outcome === 'not_modified'
          ? 'rate_feed_not_modified'
          : 'rate_feed_ran';
    return { message: say(request, key), data: run };
  });

  routeFromContract(app, adminTestRateFeed, async ({ params, body }) => ({
    data: await dryRunRateFeed(db, config.appSecret, params.id, body, config.feedsAllowPrivate),
  }));
}
