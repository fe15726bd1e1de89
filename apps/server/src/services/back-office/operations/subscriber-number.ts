import { eq, like, or, sql, type SQL } from 'drizzle-orm';
import { subscribers } from '../../../db/schema/index';
import type { MsisdnMatch } from './msisdn-search';

/**
 * The number the back office shows for a subscriber: its own, or for a retired subscriber (the
 * operator gave the number to someone else) the number it had, marked by its `retired_at`. The
 * `subscribers_live_or_retired` check makes one of the two present on every row.
 */
export const shownSubscriberMsisdn = sql<string>`coalesce(${subscribers.msisdn}, ${subscribers.retiredMsisdn})`;

/**
 * A back-office search by number matches both the subscriber who holds it now and any retired
 * one that had it: support staff look up the old owner's charges by the number they knew. An
 * exact number uses each column's index.
 */
export function subscriberNumberMatches(match: MsisdnMatch | null | undefined): SQL | undefined {
  if (!match) return undefined;
  if (match.kind === 'exact')
    return or(eq(subscribers.msisdn, match.msisdn), eq(subscribers.retiredMsisdn, match.msisdn));
  return like(shownSubscriberMsisdn, `%${match.digits}%`);
}
