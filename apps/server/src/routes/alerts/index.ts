import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createAlert,
  deleteAlert,
  deletePushSubscription,
  getAlert,
  getDigestSettings,
  getFavourites,
  getPushKey,
  getQuietHours,
  listAlertNotifications,
  listAlerts,
  savePushSubscription,
  updateAlert,
  updateDigestSettings,
  updateFavourites,
  updateQuietHours,
} from '@sarraf/contracts';
import { requireSubscriber } from '../../lib/auth';
import { contentLanguageOf } from '../../lib/content-language';
import { say } from '../../lib/messages';
import { routeFromContract } from '../../lib/route';
import * as manage from '../../services/alerts';
import * as preferences from '../../services/alerts';
import { listAlertNotifications as listNotifications } from '../../services/alerts';
import * as push from '../../services/push';

/**
 * `/api/client/alerts/*`, the signed-in subscriber's own alerts and settings only, and
 * `/api/client/push/*`, the browsers their alerts are pushed to (docs/design.md#web-push).
 */
export function registerAlertRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const db = database.db;
  const zone = config.timeZone;
  const me = (request: FastifyRequest) => requireSubscriber(request).id;

  routeFromContract(app, listAlerts, ({ query, request }) =>
    manage.listAlerts(db, me(request), query, contentLanguageOf(request)),
  );

  routeFromContract(app, createAlert, async ({ body, request }) => {
    const { alert, limit } = await manage.createAlert(db, me(request), body);
    return { message: say(request, 'alert_created'), data: alert, limit };
  });

  routeFromContract(app, getAlert, async ({ params, request }) => ({
    data: await manage.getAlert(db, me(request), params.id, contentLanguageOf(request)),
  }));

  routeFromContract(app, updateAlert, async ({ params, body, request }) => ({
    message: say(request, 'alert_updated'),
    data: await manage.updateAlert(db, me(request), params.id, body),
  }));

  routeFromContract(app, deleteAlert, async ({ params, request }) => {
    await manage.deleteAlert(db, me(request), params.id);
    return { message: say(request, 'alert_deleted') };
  });

  routeFromContract(app, getFavourites, async ({ request }) => ({
    data: await preferences.getFavourites(db, me(request)),
  }));

  routeFromContract(app, updateFavourites, async ({ body, request }) => ({
    message: say(request, 'favourites_saved'),
    data: await preferences.saveFavourites(db, me(request), body),
  }));

  routeFromContract(app, getDigestSettings, async ({ request }) => ({
    data: await preferences.getDigestSettings(db, me(request)),
  }));

  routeFromContract(app, updateDigestSettings, async ({ body, request }) => ({
    message: say(request, 'digest_saved'),
    data: await preferences.saveDigestSettings(db, me(request), body),
  }));

  routeFromContract(app, getQuietHours, async ({ request }) => ({
    data: await preferences.getQuietHours(db, me(request), zone),
  }));

  routeFromContract(app, updateQuietHours, async ({ body, request }) => ({
    message: say(request, 'quiet_hours_saved'),
    data: await preferences.saveQuietHours(db, me(request), body, zone),
  }));

  routeFromContract(app, listAlertNotifications, ({ query, request }) =>
    listNotifications(db, me(request), query),
  );

  routeFromContract(app, getPushKey, () => ({ data: { public_key: config.push.publicKey } }));

  routeFromContract(app, savePushSubscription, async ({ body, request }) => {
    await push.savePushSubscription(db, me(request), body, {
      allowLoopbackHttp: config.push.allowLoopbackHttp,
    });
    return { message: say(request, 'push_subscribed') };
  });

  routeFromContract(app, deletePushSubscription, async ({ query, request }) => {
    await push.deletePushSubscription(db, me(request), query.endpoint);
    return { message: say(request, 'push_unsubscribed') };
  });
}
