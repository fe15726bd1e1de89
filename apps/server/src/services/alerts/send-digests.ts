import { sql } from 'drizzle-orm';
import { localClock, quietHoursRelease } from '../../lib/local-time';
import { rowsOf } from '../../lib/sql-rows';
import { digestSmsText, type DigestLine } from './alert-sms-text';
import { DIGEST_SMS_PURPOSE, type AlertsDeps } from './alerts-deps';
import { storeNotifications, type NotificationToStore } from './store-notifications';
import { hasAccessSql } from '../billing';

const CHUNK = 2_000;

/** Currencies in a digest when the subscriber picked none and has no favourites. */
const DEFAULT_DIGEST_CURRENCIES = 3;

interface DigestSubscriber {
  subscriber_id: number;
  msisdn: string;
  notifications_enabled: boolean;
  currency_ids: number[];
  source_ids: number[];
  quiet_hours_enabled: boolean;
  quiet_start_minute: number;
  quiet_end_minute: number;
}

interface LatestQuote {
  source_id: number;
  currency_id: number;
  buy: string;
  sell: string;
}

export interface DigestResult {
  hour: number;
  date: string;
  subscribers: number;
  stored: number;
  smsQueued: number;
  smsDeferred: number;
}

/**
 * The daily digest of every subscriber whose chosen local hour `now` falls in: the
 * latest buy/sell of their digest currencies (else their favourites, else the first currencies)
 * at their digest markets (else their favourite markets, else the primary one). Once per
 * subscriber and local day (`digest:<subscriber>:<date>`), so the hourly job may run again, late
 * or twice; only `active`/`grace` subscriptions; notifications off: listed, no SMS; quiet hours:
 * held until they end.
 */
export async function sendDigests(deps: AlertsDeps, now = new Date()): Promise<DigestResult> {
  const db = deps.database.db;
  const clock = localClock(now, deps.config.timeZone);
  const hour = Math.floor(clock.minuteOfDay / 60);
  const result: DigestResult = {
    hour,
    date: clock.date,
    subscribers: 0,
    stored: 0,
    smsQueued: 0,
    smsDeferred: 0,
  };

  const fallbackCurrencies = rowsOf<{ id: number }>(
    await db.execute(sql`select id from currencies where active and not is_base
      order by sort_order, id limit ${DEFAULT_DIGEST_CURRENCIES}`),
  ).map((row) => row.id);
  const primary = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from price_sources where active order by is_primary desc, sort_order, id limit 1`,
    ),
  )[0]?.id;
  const sources = new Map(
    rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select id, name from price_sources where active`),
    ).map((row) => [row.id, row.name]),
  );
  const codes = new Map(
    rowsOf<{ id: number; code: string }>(
      await db.execute(sql`select id, code from currencies where active`),
    ).map((row) => [row.id, row.code]),
  );

  let afterId = 0;
  for (;;) {
    const subscribers = rowsOf<DigestSubscriber>(
      await db.execute(sql`
        select p.subscriber_id, s.msisdn, s.notifications_enabled,
          case when cardinality(p.digest_currency_ids) > 0 then p.digest_currency_ids
               else p.favourite_currency_ids end as currency_ids,
          case when cardinality(p.digest_source_ids) > 0 then p.digest_source_ids
               else p.favourite_source_ids end as source_ids,
          p.quiet_hours_enabled, p.quiet_start_minute, p.quiet_end_minute
        from alert_preferences p join subscribers s on s.id = p.subscriber_id
        -- A retired subscriber (the number went to someone else) gets no digest.
        where s.msisdn is not null and p.digest_enabled and p.digest_hour = ${hour}
          and p.subscriber_id > ${afterId}
          and exists (select 1 from subscriptions sub where sub.subscriber_id = p.subscriber_id
                      and ${hasAccessSql('sub')})
        order by p.subscriber_id
        limit ${CHUNK}`),
    );
    if (subscribers.length === 0) break;
    afterId = subscribers.at(-1)!.subscriber_id;
    result.subscribers += subscribers.length;

    const plans = subscribers.map((subscriber) => ({
      subscriber,
      currencies: pick(subscriber.currency_ids, codes, fallbackCurrencies),
      sources: pick(subscriber.source_ids, sources, primary === undefined ? [] : [primary]),
    }));
    const sourceIds = [...new Set(plans.flatMap((plan) => plan.sources))];
    const currencyIds = [...new Set(plans.flatMap((plan) => plan.currencies))];
    const latest = new Map<string, LatestQuote>();
    if (sourceIds.length > 0 && currencyIds.length > 0) {
      // One index probe per pair (rates_source_currency_recorded_unique, backward).
      const quotes = rowsOf<LatestQuote>(
        await db.execute(sql`
          select s.id as source_id, c.id as currency_id, r.buy::text as buy, r.sell::text as sell
          from unnest(${`{${sourceIds.join(',')}}`}::int[]) as s(id)
          cross join unnest(${`{${currencyIds.join(',')}}`}::int[]) as c(id)
          cross join lateral (select buy, sell from rates
            where source_id = s.id and currency_id = c.id order by recorded_at desc limit 1) r`),
      );
      for (const quote of quotes) latest.set(`${quote.source_id}:${quote.currency_id}`, quote);
    }

    const rows: NotificationToStore[] = [];
    for (const { subscriber, currencies: wanted, sources: markets } of plans) {
      const lines: DigestLine[] = markets.map((sourceId) => ({
        sourceName: sources.get(sourceId) ?? '',
        quotes: wanted.flatMap((currencyId) => {
          const quote = latest.get(`${sourceId}:${currencyId}`);
          return quote
            ? [{ currencyCode: codes.get(currencyId) ?? '', buy: quote.buy, sell: quote.sell }]
            : [];
        }),
      }));
      if (lines.every((line) => line.quotes.length === 0)) continue;
      const release = quietHoursRelease(clock, {
        enabled: subscriber.quiet_hours_enabled,
        startMinute: subscriber.quiet_start_minute,
        endMinute: subscriber.quiet_end_minute,
      });
      rows.push({
        subscriber_id: subscriber.subscriber_id,
        alert_id: null,
        text: digestSmsText(clock.date, lines),
        rate: null,
        dedupe_key: `digest:${subscriber.subscriber_id}:${clock.date}`,
        msisdn: subscriber.msisdn,
        send_sms: subscriber.notifications_enabled,
        send_at: (release ?? now).toISOString(),
      });
    }
    const counts = await db.transaction((tx) =>
      storeNotifications(tx, deps.config, {
        kind: 'digest',
        purpose: DIGEST_SMS_PURPOSE,
        publicationId: null,
        now,
        rows,
      }),
    );
    result.stored += counts.notifications;
    result.smsQueued += counts.sms;
    result.smsDeferred += counts.deferred;
    if (subscribers.length < CHUNK) break;
  }
  if (result.smsQueued - result.smsDeferred > 0) await deps.jobs.dispatchAlertSms().catch(() => undefined);
  if (result.stored > 0) deps.log.info(result, 'digests stored');
  return result;
}

/** The chosen ids that still exist (in the subscriber's order), else the fallback. */
function pick(
  ids: readonly number[],
  known: ReadonlyMap<number, string>,
  fallback: readonly number[],
): number[] {
  const kept = ids.filter((id) => known.has(id));
  return kept.length > 0 ? kept : [...fallback];
}
