import { and, desc, eq, max } from 'drizzle-orm';
import { ADMIN_SUBSCRIBER_DETAIL_LIMIT, type TAdminSubscriberDetail } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import {
  adminUsers,
  operatorRenewalReports,
  subscribers,
  subscriptionEvents,
  subscriptions,
} from '../../../db/schema/index';
import { notFound } from '../../../lib/http-error';
import { findCurrentSubscription } from '../../billing';
import { presentSubscriber, presentSubscription, shownMsisdn } from '../../subscribers';
import { findLedgerRows } from '../ledger/ledger-rows';
import { assertInScope } from '../operator-scope';
import { findSmsRows } from '../sms-log/sms-rows';

/**
 * Everything the back office knows of one subscriber: the subscription as it stands, the
 * history of every subscription they had (subscription_events), the latest ledger rows and SMS
 * (codes masked), and the operator's renewal reports held for another amount than agreed. The full ledger and SMS lists are the filtered list screens. A retired subscriber
 * (its number given to someone else) shows the number it had, its ledger and its own SMS. `scope`
 * is the operator a care user is bound to: another operator's subscriber is not there for it (404).
 */
export async function getSubscriberDetail(
  db: Db,
  id: number,
  scope: string | undefined,
): Promise<TAdminSubscriberDetail> {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  if (!subscriber) throw notFound();
  assertInScope(scope, subscriber.operatorId);
  const page = { limit: ADMIN_SUBSCRIBER_DETAIL_LIMIT, offset: 0 };
  const msisdn = shownMsisdn(subscriber);
  // A number's SMS belong to whoever held it when they were sent: a retired subscriber's end when
  // its number was given away, and the current holder's begin when the last retired one's ended.
  const [handedOver] = subscriber.retiredAt
    ? []
    : await db
        .select({ at: max(subscribers.retiredAt) })
        .from(subscribers)
        .where(eq(subscribers.retiredMsisdn, msisdn));
  const [current, events, ledger, sms, held] = await Promise.all([
    findCurrentSubscription(db, id),
    db
      .select({ event: subscriptionEvents, adminEmail: adminUsers.email })
      .from(subscriptionEvents)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
      .leftJoin(adminUsers, eq(adminUsers.id, subscriptionEvents.adminUserId))
      .where(eq(subscriptions.subscriberId, id))
      .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id))
      .limit(ADMIN_SUBSCRIBER_DETAIL_LIMIT),
    findLedgerRows(db, { subscriberId: id }, page),
    findSmsRows(
      db,
      {
        operatorId: scope,
        msisdn: { kind: 'exact', msisdn },
        from: handedOver?.at ?? undefined,
        to: subscriber.retiredAt ?? undefined,
      },
      page,
    ),
    db
      .select()
      .from(operatorRenewalReports)
      .where(and(eq(operatorRenewalReports.subscriberId, id), eq(operatorRenewalReports.outcome, 'held')))
      .orderBy(desc(operatorRenewalReports.receivedAt), desc(operatorRenewalReports.id))
      .limit(ADMIN_SUBSCRIBER_DETAIL_LIMIT),
  ]);
  return {
    id: subscriber.id,
    operator_id: subscriber.operatorId,
    retired_at: subscriber.retiredAt?.toISOString() ?? null,
    subscriber: presentSubscriber(subscriber),
    subscription: current ? presentSubscription(current.subscription, current.plan) : null,
    events: events.map(({ event, adminEmail }) => ({
      id: event.id,
      subscription_uuid: event.subscriptionId,
      from_state: event.fromState,
      to_state: event.toState,
      reason: event.reason,
      actor: event.actor,
      admin_email: adminEmail,
      details: isRecord(event.details) ? event.details : null,
      created_at: event.createdAt.toISOString(),
    })),
    transactions: ledger.rows,
    transactions_total: ledger.total,
    sms: sms.rows,
    sms_total: sms.total,
    held_renewals: held.map((report) => ({
      id: report.id,
      event_id: report.eventId,
      reference: report.reference,
      subscription_uuid: report.subscriptionId,
      status: report.status === 'failed' ? 'failed' : 'succeeded',
      amount_minor: report.amountMinor,
      currency: report.currency,
      expected_amount_minor: report.expectedAmountMinor,
      expected_currency: report.expectedCurrency,
      received_at: report.receivedAt.toISOString(),
    })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
