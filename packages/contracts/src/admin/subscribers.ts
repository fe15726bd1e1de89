import { z } from 'zod';
import { defineContract } from '../contract';
import { ZPaged } from '../common/envelope';
import { ZOperatorId, ZRecordId, ZTimestamp, ZUuid } from '../common/fields';
import { ZMsisdn } from '../common/msisdn';
import { ZId, ZPage, ZPerPage } from '../common/query';
import { ZSubscriber } from '../common/entities/subscriber';
import { ZSubscription, ZSubscriptionState } from '../common/entities/subscription';
import { ZAdminReason, ZMsisdnSearch } from './ops-fields';
import { ZAdminTransaction } from './transactions';
import { ZAdminSms } from './sms-log';

/** A row of the subscriber search. */
export const ZAdminSubscriberRow = z.object({
  id: ZRecordId,
  /** The operator the subscriber is filed under. */
  operator_id: ZOperatorId,
  /** The number; for a retired subscriber, the number it had (see `retired_at`). */
  msisdn: ZMsisdn,
  /**
   * When the operator gave the number to someone else, or null. A retired subscriber keeps its
   * history here; the number's new owner, if they signed up, is another subscriber.
   */
  retired_at: ZTimestamp.nullable(),
  name: z.string().nullable(),
  created_at: ZTimestamp,
  /** The current subscription (the open one, else the latest), or null. */
  subscription: z.object({ uuid: ZUuid, state: ZSubscriptionState, plan_name: z.string() }).nullable(),
});
export type TAdminSubscriberRow = z.infer<typeof ZAdminSubscriberRow>;

export const ZAdminSubscribersQuery = z.object({
  page: ZPage,
  per_page: ZPerPage,
  /**
   * Any part of the number, in any form the msisdn parser reads; a full number matches exactly.
   * Retired subscribers match on the number they had.
   */
  msisdn: ZMsisdnSearch.optional(),
  state: ZSubscriptionState.optional(),
  /** One operator's rows only (docs/operators.md#the-care-role); a care user always sees its own. */
  operator: ZOperatorId.optional(),
});
export type TAdminSubscribersQuery = z.infer<typeof ZAdminSubscribersQuery>;

export const adminListSubscribers = defineContract({
  method: 'GET',
  path: '/api/admin/subscribers',
  summary: 'Searches subscribers by msisdn (full or partial), newest first, paged',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  care: true,
  query: ZAdminSubscribersQuery,
  response: ZPaged(ZAdminSubscriberRow),
});

/** One transition of a subscription (subscription_events). */
export const ZAdminSubscriptionEvent = z.object({
  id: ZRecordId,
  subscription_uuid: ZUuid,
  from_state: ZSubscriptionState.nullable(),
  to_state: ZSubscriptionState,
  reason: z.string(),
  /** The database's one set of actors; `partner` (a partner's API key) never changes a subscription. */
  actor: z.enum(['subscriber', 'system', 'admin', 'operator', 'partner']),
  /** The back-office user, when an admin did it. */
  admin_email: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: ZTimestamp,
});
export type TAdminSubscriptionEvent = z.infer<typeof ZAdminSubscriptionEvent>;

/**
 * A renewal the operator reported with another amount or currency than the subscription agreed to
 * pay: held, so it changed nothing (no ledger row, no period, no price); a person takes it up with
 * the operator (docs/operator-integration.md#operator-managed-renewals).
 */
export const ZAdminHeldRenewal = z.object({
  id: ZRecordId,
  /** The operator's `event_id` and `reference` of the report. */
  event_id: z.string(),
  reference: z.string(),
  subscription_uuid: ZUuid,
  status: z.enum(['succeeded', 'failed']),
  /** What the operator reported, in minor units of `currency`. */
  amount_minor: z.int(),
  currency: z.string(),
  /** What the subscription agreed to pay for that period. */
  expected_amount_minor: z.int(),
  expected_currency: z.string(),
  received_at: ZTimestamp,
});
export type TAdminHeldRenewal = z.infer<typeof ZAdminHeldRenewal>;

/** How many rows of each history the detail carries; the full lists are the filtered list screens. */
export const ADMIN_SUBSCRIBER_DETAIL_LIMIT = 50;

export const ZAdminSubscriberDetail = z.object({
  id: ZRecordId,
  /** The operator the subscriber is filed under. */
  operator_id: ZOperatorId,
  /** `subscriber.msisdn` is then the number it had; its SMS are those sent before this instant. */
  retired_at: ZTimestamp.nullable(),
  subscriber: ZSubscriber,
  subscription: ZSubscription.nullable(),
  /** Newest first, at most ADMIN_SUBSCRIBER_DETAIL_LIMIT each. */
  events: z.array(ZAdminSubscriptionEvent),
  transactions: z.array(ZAdminTransaction),
  transactions_total: z.int().min(0),
  sms: z.array(ZAdminSms),
  sms_total: z.int().min(0),
  /** The operator's renewal reports held for another amount or currency, newest first. */
  held_renewals: z.array(ZAdminHeldRenewal),
});
export type TAdminSubscriberDetail = z.infer<typeof ZAdminSubscriberDetail>;

export const adminGetSubscriber = defineContract({
  method: 'GET',
  path: '/api/admin/subscribers/:id',
  summary:
    "A subscriber with the subscription, its history, transactions, SMS (codes masked) and the operator's held renewal reports",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  care: true,
  params: z.object({ id: ZId }),
  response: z.object({ data: ZAdminSubscriberDetail }),
});

export const ZAdminCancelSubscriptionRequest = z.object({ reason: ZAdminReason });
export type TAdminCancelSubscriptionRequest = z.infer<typeof ZAdminCancelSubscriptionRequest>;

export const adminCancelSubscription = defineContract({
  method: 'POST',
  path: '/api/admin/subscribers/:id/cancel',
  summary: "Cancels the subscriber's subscription at once (the billing engine's cancel, SMS notice); audited",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  care: true,
  params: z.object({ id: ZId }),
  body: ZAdminCancelSubscriptionRequest,
  response: z.object({ message: z.string(), data: ZSubscription }),
});
