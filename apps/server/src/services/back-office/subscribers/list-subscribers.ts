import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminSubscriberRow, TAdminSubscribersQuery, TPageMeta } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { plans, subscribers, subscriptions } from '../../../db/schema/index';
import type { MsisdnRules } from '../../../lib/msisdn';
import { msisdnMatch } from '../operations/msisdn-search';
import { shownSubscriberMsisdn, subscriberNumberMatches } from '../operations/subscriber-number';
import { pageMeta } from '../../../lib/query-helpers';

/**
 * The subscription a subscriber row shows: the open one (at most one, by the unique index), else
 * the latest; the same choice as billing's `findCurrentSubscription`.
 */
const currentSubscriptionId = sql<string | null>`(select ${subscriptions.id} from ${subscriptions}
  where ${subscriptions.subscriberId} = ${subscribers.id}
  order by ${subscriptions.state} = 'cancelled', ${subscriptions.createdAt} desc limit 1)`;

/**
 * Subscriber search by msisdn: a whole number exactly, a part anywhere; newest first. A retired
 * subscriber shows, and matches, the number it had.
 */
export async function listSubscribers(
  db: Db,
  rules: MsisdnRules,
  query: TAdminSubscribersQuery,
): Promise<{ data: TAdminSubscriberRow[]; meta: TPageMeta }> {
  const conditions: (SQL | undefined)[] = [];
  const match = query.msisdn ? msisdnMatch(query.msisdn, rules) : null;
  conditions.push(subscriberNumberMatches(match));
  if (query.state) conditions.push(eq(subscriptions.state, query.state));
  if (query.operator) conditions.push(eq(subscribers.operatorId, query.operator));
  const where = and(...conditions);

  const base = () =>
    db
      .select({
        id: subscribers.id,
        operatorId: subscribers.operatorId,
        msisdn: shownSubscriberMsisdn,
        retiredAt: subscribers.retiredAt,
        name: subscribers.name,
        createdAt: subscribers.createdAt,
        subscriptionId: subscriptions.id,
        state: subscriptions.state,
        planName: plans.name,
      })
      .from(subscribers)
      .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId))
      .leftJoin(plans, eq(plans.id, subscriptions.planId))
      .where(where);

  const [total] = await db
    .select({ total: count() })
    .from(subscribers)
    .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId))
    .where(where);
  const rows = await base()
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

  return {
    data: rows.map((row) => ({
      id: row.id,
      operator_id: row.operatorId,
      msisdn: row.msisdn,
      retired_at: row.retiredAt?.toISOString() ?? null,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      subscription:
        row.subscriptionId && row.state && row.planName
          ? { uuid: row.subscriptionId, state: row.state, plan_name: row.planName }
          : null,
    })),
    meta: pageMeta(query.page, query.per_page, Number(total?.total ?? 0)),
  };
}
