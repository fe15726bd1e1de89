import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type {
  TChannelDayCount,
  TChannelSeriesName,
  TChannelSummaryQuery,
  TChannelSummaryResponse,
} from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { localDayOf } from '../../../lib/local-day-sql';
import { localDayRange, type LocalDayRange } from '../../../lib/local-time';
import { keywordMessages, subscriptionEvents, ussdSessions } from '../../../db/schema/index';

/** Counts one thing per day and key over a range of the zone's days; a series of the channels view. */
type DailyCounter = (db: Db, range: LocalDayRange, zone: string) => Promise<TChannelDayCount[]>;

/** A row's day in the service's zone, as `YYYY-MM-DD`. */
const dayIn = (
  column:
    typeof keywordMessages.receivedAt | typeof subscriptionEvents.createdAt | typeof ussdSessions.startedAt,
  zone: string,
) => sql<string>`${localDayOf(column, zone)}::text`;

const countKeywords: DailyCounter = async (db, range, zone) => {
  const day = dayIn(keywordMessages.receivedAt, zone);
  return db
    .select({ day, key: keywordMessages.keyword, count: count() })
    .from(keywordMessages)
    .where(and(gte(keywordMessages.receivedAt, range.start), lt(keywordMessages.receivedAt, range.end)))
    .groupBy(day, keywordMessages.keyword)
    .orderBy(asc(day), asc(keywordMessages.keyword));
};

// The consent's channel is kept on every subscription's `created` event (services/billing/start-subscription.ts).
const countSubscriptionsByChannel: DailyCounter = async (db, range, zone) => {
  const day = dayIn(subscriptionEvents.createdAt, zone);
  const channel = sql<string>`coalesce(${subscriptionEvents.details} -> 'consent' ->> 'channel', 'unknown')`;
  return db
    .select({ day, key: channel, count: count() })
    .from(subscriptionEvents)
    .where(
      and(
        eq(subscriptionEvents.reason, 'created'),
        gte(subscriptionEvents.createdAt, range.start),
        lt(subscriptionEvents.createdAt, range.end),
      ),
    )
    .groupBy(day, channel)
    .orderBy(asc(day), asc(channel));
};

// USSD sessions started per day, by how they ended: `completed` (a final screen of ours), `expired`
// (left unanswered), `open` (still running).
const countUssdSessions: DailyCounter = async (db, range, zone) => {
  const day = dayIn(ussdSessions.startedAt, zone);
  const ending = sql<string>`coalesce(${ussdSessions.endReason}, 'open')`;
  return db
    .select({ day, key: ending, count: count() })
    .from(ussdSessions)
    .where(and(gte(ussdSessions.startedAt, range.start), lt(ussdSessions.startedAt, range.end)))
    .groupBy(day, ending)
    .orderBy(asc(day), asc(ending));
};

/**
 * Every series of the channels view, by name. Another channel's daily counts are one more line
 * here and one more name in the contract's ZChannelSeriesName.
 */
const SERIES: Readonly<Record<TChannelSeriesName, DailyCounter>> = {
  keywords: countKeywords,
  subscriptions_by_channel: countSubscriptionsByChannel,
  ussd_sessions: countUssdSessions,
};

/**
 * The channels view (docs/keyword-channel.md#back-office): per day of `zone`, the service's
 * TIME_ZONE (as the revenue view counts), inbound SMS per keyword, new subscriptions per consent
 * channel and USSD sessions. Days without any are absent.
 */
export async function getChannelSummary(
  db: Db,
  zone: string,
  query: TChannelSummaryQuery,
  now = new Date(),
): Promise<TChannelSummaryResponse['data']> {
  const range = localDayRange(query, zone, now);
  const names = Object.keys(SERIES) as TChannelSeriesName[];
  const counted = await Promise.all(names.map((name) => SERIES[name](db, range, zone)));
  const series = Object.fromEntries(names.map((name, index) => [name, counted[index]!])) as Record<
    TChannelSeriesName,
    TChannelDayCount[]
  >;
  return { from: range.from, to: range.to, series };
}
