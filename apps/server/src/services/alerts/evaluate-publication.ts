import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categoryItems, currencies, priceSources, ratePublications, rates } from '../../db/schema/index';
import { evaluateAlert, type AlertCondition } from '../../lib/alert-conditions';
import { localClock, quietHoursRelease } from '../../lib/local-time';
import { rowsOf } from '../../lib/sql-rows';
import { alertPushPayload, currencyScreenPath } from './alert-push-payload';
import { alertSmsText, type AlertSmsFacts } from './alert-sms-text';
import { storeNotifications, type NotificationToStore } from './store-notifications';
import { ALERT_SMS_PURPOSE, type AlertsDeps } from './alerts-deps';
import { hasAccessSql } from '../billing';

/** Alerts decided per transaction: big enough to amortise round trips, small enough to keep locks short. */
const CHUNK = 5_000;
/** Parallel evaluation loops on PostgreSQL (each its own connection and transactions). */
const PARTITIONS = 2;

interface CandidateRow {
  id: number;
  subscriber_id: number;
  currency_id: number;
  side: 'buy' | 'sell';
  condition: AlertCondition;
  value: string;
  armed: boolean;
  fired_on: string | null;
  msisdn: string;
  notifications_enabled: boolean;
  quiet_hours_enabled: boolean | null;
  quiet_start_minute: number | null;
  quiet_end_minute: number | null;
  wants_push: boolean;
  wants_sms: boolean;
  /** The subscriber has at least one browser with push on. */
  has_push: boolean;
}

export interface EvaluationResult {
  publicationId: number;
  /** Alerts of live subscriptions looked at. */
  evaluated: number;
  /** New notifications (each alert at most once per publish, whatever re-runs). */
  fired: number;
  /** Of those, past their alert's ALERT_MAX_PER_DAY: stored and listed, sent by no channel. */
  capped: number;
  /** SMS stored for the dispatcher (fired alerts of subscribers with notifications on). */
  smsQueued: number;
  /** Of those, held back until the subscriber's quiet hours end. */
  smsDeferred: number;
  /** Pushes stored for the push dispatcher (one per fired alert and browser). */
  pushQueued: number;
  /** Of those, due now (the rest wait for the quiet hours to end). */
  pushDue: number;
  /** False when the publication was already evaluated: nothing was done. */
  ran: boolean;
}

/**
 * Evaluates every enabled alert on one publication's source and currencies (docs/design.md#rate-alerts):
 * decides each with the pure rules of lib/alert-conditions.ts, and in one transaction per chunk of alerts
 * (locked, `FOR UPDATE`, so two workers on the same publication serialise per alert) writes the
 * new hysteresis state, the notifications and the SMS rows (`storeNotifications`: exactly once). Only subscribers whose subscription is `active` or `grace` are alerted; with
 * notifications off the alert is listed in the portal but sends no SMS; an SMS due in the quiet
 * hours waits (`next_attempt_at`) until they end. Sending is the dispatcher's job, at
 * ALERT_SMS_TPS.
 */
export async function evaluatePublication(
  deps: AlertsDeps,
  publicationId: number,
  options: { now?: Date; force?: boolean } = {},
): Promise<EvaluationResult> {
  const db = deps.database.db;
  const now = options.now ?? new Date();
  const result: EvaluationResult = {
    publicationId,
    evaluated: 0,
    fired: 0,
    capped: 0,
    smsQueued: 0,
    smsDeferred: 0,
    pushQueued: 0,
    pushDue: 0,
    ran: false,
  };
  const [publication] = await db
    .select()
    .from(ratePublications)
    .where(eq(ratePublications.id, publicationId))
    .limit(1);
  if (!publication || (publication.evaluatedAt && !options.force)) return result;
  result.ran = true;

  const [source] = await db
    .select({ name: priceSources.name })
    .from(priceSources)
    .where(eq(priceSources.id, publication.sourceId));
  const quotes = await db
    .select({
      currencyId: rates.currencyId,
      buy: rates.buy,
      sell: rates.sell,
      code: currencies.code,
      name: currencies.name,
    })
    .from(rates)
    .innerJoin(currencies, eq(currencies.id, rates.currencyId))
    .where(and(eq(rates.sourceId, publication.sourceId), eq(rates.recordedAt, publication.recordedAt)));
  const zone = deps.config.timeZone;
  const publishedDay = localClock(publication.recordedAt, zone);
  const references = await dayReferences(db, publication.sourceId, publishedDay.startOfDay, quotes);
  const quoteByCurrency = new Map(quotes.map((quote) => [quote.currencyId, quote]));
  const screens = await currencyScreens(
    db,
    quotes.map((quote) => quote.currencyId),
  );
  const sendClock = localClock(now, zone);

  // PostgreSQL: disjoint shares of the alerts (id modulo PARTITIONS) decided on parallel
  // connections; PGlite is one connection, where parallel loops would only queue.
  const partitions = deps.database.kind === 'postgres' ? PARTITIONS : 1;
  const runPartition = async (partition: number) => {
    let afterId = 0;
    for (;;) {
      const chunk = await db.transaction(async (tx) => {
        const rows = rowsOf<CandidateRow>(
          await tx.execute(sql`
          select a.id, a.subscriber_id, a.currency_id, a.side, a.condition, a.value::text as value,
                 a.armed, a.fired_on, s.msisdn, s.notifications_enabled,
                 p.quiet_hours_enabled, p.quiet_start_minute, p.quiet_end_minute,
                 'push' = any(a.channels) as wants_push, 'sms' = any(a.channels) as wants_sms,
                 exists (select 1 from push_subscriptions ps where ps.subscriber_id = a.subscriber_id)
                   as has_push
          from alerts a
          join subscribers s on s.id = a.subscriber_id
          left join alert_preferences p on p.subscriber_id = a.subscriber_id
          -- A retired subscriber (the number went to someone else) is never alerted.
          where s.msisdn is not null and a.source_id = ${publication.sourceId}
            and a.currency_id = any(${sqlIntArray(quotes.map((quote) => quote.currencyId))})
            and a.enabled and a.id > ${afterId} and a.id % ${partitions} = ${partition}
            and exists (select 1 from subscriptions sub where sub.subscriber_id = a.subscriber_id
                        and ${hasAccessSql('sub')})
          order by a.id
          limit ${CHUNK}
          for update of a`),
        );
        if (rows.length === 0) return null;

        const states: Array<{
          id: number;
          armed: boolean;
          fired_on: string | null;
          fired: boolean;
          rate: string;
        }> = [];
        const fired: NotificationToStore[] = [];
        for (const row of rows) {
          const quote = quoteByCurrency.get(row.currency_id);
          if (!quote) continue;
          const rate = row.side === 'buy' ? quote.buy : quote.sell;
          const reference = references.get(row.currency_id);
          const decision = evaluateAlert(
            { condition: row.condition, value: row.value, armed: row.armed, firedOn: row.fired_on },
            {
              rate,
              reference: reference ? (row.side === 'buy' ? reference.buy : reference.sell) : null,
              day: publishedDay.date,
            },
          );
          if (decision.fire || decision.armed !== row.armed || decision.firedOn !== row.fired_on)
            states.push({
              id: row.id,
              armed: decision.armed,
              fired_on: decision.firedOn,
              fired: decision.fire,
              rate,
            });
          if (!decision.fire) continue;
          const release = quietHoursRelease(sendClock, {
            enabled: row.quiet_hours_enabled ?? true,
            startMinute: row.quiet_start_minute ?? 22 * 60,
            endMinute: row.quiet_end_minute ?? 7 * 60,
          });
          const facts: AlertSmsFacts = {
            condition: row.condition,
            side: row.side,
            currencyName: quote.name,
            currencyCode: quote.code,
            sourceName: source?.name ?? '',
            value: row.value,
            rate,
            movePercent: decision.movePercent,
          };
          // docs/design.md#web-push: push when chosen and a browser is subscribed; SMS when chosen,
          // or in place of a push that has no browser to go to. The notifications toggle is the
          // SMS switch; push has its own, per browser.
          const byPush = row.wants_push && row.has_push;
          const bySms = row.wants_sms || (row.wants_push && !row.has_push);
          fired.push({
            subscriber_id: row.subscriber_id,
            alert_id: row.id,
            text: alertSmsText(facts),
            rate,
            dedupe_key: `alert:${row.id}:${publication.id}`,
            msisdn: row.msisdn,
            send_sms: bySms && row.notifications_enabled,
            send_at: (release ?? now).toISOString(),
            send_push: byPush,
            push_payload: alertPushPayload(facts, currencyScreenPath(screens.get(row.currency_id) ?? null)),
          });
        }

        await applyDailyCap(tx, fired, sendClock.date, deps.config.alerts.maxPerDay);
        if (states.length > 0) {
          await tx.execute(sql`
          update alerts a set armed = v.armed, fired_on = v.fired_on,
            last_fired_at = case when v.fired then ${now.toISOString()}::timestamptz else a.last_fired_at end,
            last_fired_rate = case when v.fired then v.rate else a.last_fired_rate end,
            updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(states)}::jsonb)
            as v(id int, armed boolean, fired_on text, fired boolean, rate numeric)
          where a.id = v.id`);
        }
        const inserted = await storeNotifications(tx, deps.config, {
          kind: 'alert',
          purpose: ALERT_SMS_PURPOSE,
          publicationId: publication.id,
          now,
          rows: fired,
        });
        return { lastId: rows.at(-1)!.id, evaluated: rows.length, ...inserted, full: rows.length === CHUNK };
      });
      if (!chunk) break;
      result.evaluated += chunk.evaluated;
      result.fired += chunk.notifications;
      result.capped += chunk.capped;
      result.smsQueued += chunk.sms;
      result.smsDeferred += chunk.deferred;
      result.pushQueued += chunk.pushes;
      result.pushDue += chunk.pushesDue;
      afterId = chunk.lastId;
      if (!chunk.full) break;
    }
  };
  await Promise.all(Array.from({ length: partitions }, (_, partition) => runPartition(partition)));

  await db
    .update(ratePublications)
    .set({
      evaluatedAt: new Date(),
      alertsFired: sql`coalesce(${ratePublications.alertsFired}, 0) + ${result.fired}`,
    })
    .where(eq(ratePublications.id, publication.id));
  if (result.smsQueued - result.smsDeferred > 0) {
    // After the commits: the dispatcher sends at ALERT_SMS_TPS. Lost, the minute tick sends them.
    await deps.jobs.dispatchAlertSms().catch((error: unknown) => {
      deps.log.warn({ err: error }, 'could not start the alert SMS dispatcher; its minute tick will');
    });
  }
  if (result.pushDue > 0) {
    await deps.jobs.dispatchAlertPush().catch((error: unknown) => {
      deps.log.warn({ err: error }, 'could not start the alert push dispatcher; its minute tick will');
    });
  }
  // Firings past the cap are kept (the portal lists them as not sent); the log says how many.
  if (result.capped > 0)
    deps.log.info(
      { publicationId, capped: result.capped, maxPerDay: deps.config.alerts.maxPerDay },
      'alert firings past ALERT_MAX_PER_DAY stored without sending',
    );
  deps.log.info(result, 'alerts evaluated');
  return result;
}

/**
 * ALERT_MAX_PER_DAY (docs/design.md#rate-alerts): a firing that would send something (SMS, push or
 * both: one message) is sent only while its alert has sent fewer than `maxPerDay` today (`day`, the
 * service zone's date); past that it is stored `capped`, with no SMS and no push. The count reads the
 * alert's notifications of the day in the transaction that holds the alert's row lock (`for update`
 * in the chunk's select), so two workers evaluating publications of the same source count one after
 * the other and never both send the last allowed message. Rewrites `fired` in place.
 */
async function applyDailyCap(
  tx: Tx,
  fired: NotificationToStore[],
  day: string,
  maxPerDay: number,
): Promise<void> {
  const sending = fired.filter((row) => row.alert_id !== null && (row.send_sms || row.send_push));
  if (sending.length === 0) return;
  const counts = new Map(
    rowsOf<{ alert_id: number; n: number }>(
      await tx.execute(sql`
        select alert_id, count(*)::int as n from alert_notifications
        where alert_id = any(${sqlIntArray(sending.map((row) => row.alert_id!))})
          and message_day = ${day}::date
        group by alert_id`),
    ).map((row) => [row.alert_id, row.n]),
  );
  for (const row of sending) {
    const sent = counts.get(row.alert_id!) ?? 0;
    if (sent >= maxPerDay) {
      row.send_sms = false;
      row.send_push = false;
      row.capped = true;
    } else {
      row.message_day = day;
      counts.set(row.alert_id!, sent + 1);
    }
  }
}

/** Per currency, the first active category item linked to it: the portal screen a push opens. */
async function currencyScreens(db: Db, currencyIds: readonly number[]): Promise<Map<number, number>> {
  if (currencyIds.length === 0) return new Map();
  const items = await db
    .select({ id: categoryItems.id, currencyId: categoryItems.currencyId })
    .from(categoryItems)
    .where(and(inArray(categoryItems.currencyId, [...currencyIds]), eq(categoryItems.active, true)))
    .orderBy(asc(categoryItems.sortOrder), asc(categoryItems.id));
  const screens = new Map<number, number>();
  for (const item of items)
    if (item.currencyId !== null && !screens.has(item.currencyId)) screens.set(item.currencyId, item.id);
  return screens;
}

/** `{1,2,3}` as an integer[] parameter; the same text works on PostgreSQL and PGlite. */
function sqlIntArray(ids: readonly number[]) {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/**
 * The quote a day's move is measured from, per currency: the last one before the local day began
 * (yesterday's close), else the day's first. Two index probes per currency of the publish.
 */
async function dayReferences(
  db: Db,
  sourceId: number,
  dayStart: Date,
  quotes: ReadonlyArray<{ currencyId: number }>,
): Promise<Map<number, { buy: string; sell: string }>> {
  const references = new Map<number, { buy: string; sell: string }>();
  for (const { currencyId } of quotes) {
    const pair = and(eq(rates.sourceId, sourceId), eq(rates.currencyId, currencyId));
    const [before] = await db
      .select({ buy: rates.buy, sell: rates.sell })
      .from(rates)
      .where(and(pair, lt(rates.recordedAt, dayStart)))
      .orderBy(desc(rates.recordedAt))
      .limit(1);
    const reference =
      before ??
      (
        await db
          .select({ buy: rates.buy, sell: rates.sell })
          .from(rates)
          .where(and(pair, gte(rates.recordedAt, dayStart)))
          .orderBy(asc(rates.recordedAt))
          .limit(1)
      )[0];
    if (reference) references.set(currencyId, reference);
  }
  return references;
}
