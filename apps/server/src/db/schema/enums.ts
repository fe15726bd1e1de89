import { pgEnum } from 'drizzle-orm/pg-core';
import { RATE_REVIEW_REASONS } from '@sarraf/contracts';
import { OTP_PURPOSES } from '../../lib/otp-policy';

/**
 * Every closed set of values in the domain, as PostgreSQL enums: a typo in a service is a type
 * error, and a bad value that slips through anyway is refused by the database.
 */

/** docs/design.md#states: pending_payment → active ⇄ grace → suspended → cancelled. */
export const subscriptionState = pgEnum('subscription_state', [
  'pending_payment',
  'active',
  'grace',
  'suspended',
  'cancelled',
]);

export const planPeriod = pgEnum('plan_period', ['daily', 'weekly', 'monthly']);

/**
 * Who caused a change: recorded on subscription history and in the audit log. `partner` is a
 * partner's API key pushing its source's rates (docs/partner-api.md).
 */
export const actorType = pgEnum('actor_type', ['subscriber', 'system', 'admin', 'operator', 'partner']);

/** A refund is a new ledger row, never an edit of the charge. */
export const transactionKind = pgEnum('transaction_kind', ['charge', 'refund']);

export const transactionStatus = pgEnum('transaction_status', ['pending', 'succeeded', 'failed']);

/** docs/design.md#one-time-codes: a code is bound to exactly one of these purposes. */
export const otpPurpose = pgEnum('otp_purpose', OTP_PURPOSES);

export const smsStatus = pgEnum('sms_status', ['queued', 'sending', 'sent', 'failed', 'delivered']);

export const smsDriver = pgEnum('sms_driver', ['outbox', 'http', 'smpp', 'oneapi']);

export const priceSourceType = pgEnum('price_source_type', ['official', 'parallel', 'company']);

export const categoryKind = pgEnum('category_kind', ['currencies', 'gold', 'fuel']);

export const exchangeCompanyScope = pgEnum('exchange_company_scope', ['local', 'international']);

export const phoneKind = pgEnum('phone_kind', ['phone', 'whatsapp']);

export const newsStatus = pgEnum('news_status', ['draft', 'published']);

export const informationPageKey = pgEnum('information_page_key', ['who', 'privacy', 'terms']);

export const contactMessageStatus = pgEnum('contact_message_status', ['new', 'read', 'answered']);

export const adminRole = pgEnum('admin_role', ['admin', 'editor', 'care']);

/** What the operator told us: a charge result, a subscription status change, or an SMS sent to the short code. */
export const operatorWebhookKind = pgEnum('operator_webhook_kind', [
  'charge_notification',
  'status_notification',
  'mo_sms',
]);

/** Which quote an alert watches. */
export const rateSide = pgEnum('rate_side', ['buy', 'sell']);

/** Above/below a value, or a move of at least N % since the day began in TIME_ZONE. */
export const alertCondition = pgEnum('alert_condition', ['above', 'below', 'move']);

export const alertNotificationKind = pgEnum('alert_notification_kind', ['alert', 'digest']);

/**
 * A price change scheduled for one subscription after a plan's price was edited
 * (docs/security.md#prices-and-consent): `scheduled` until it is `applied` by the first renewal on
 * or after its date, `replaced` by a later edit (with a new notice), `withdrawn` by an edit back to
 * the agreed price, or `superseded` when the subscriber agreed to a price afresh (a plan change, a
 * new subscription after a cancellation).
 */
export const priceChangeStatus = pgEnum('price_change_status', [
  'scheduled',
  'applied',
  'replaced',
  'withdrawn',
  'superseded',
]);

/** Where a rate waiting for review came from: a partner's push or a scheduled feed. */
export const rateReviewOrigin = pgEnum('rate_review_origin', ['partner', 'feed']);

/**
 * A rate waiting for review (docs/design.md#the-rate-review-queue): `pending` until an editor
 * `approved` (published) or `rejected` it, or `superseded` by a newer value for the same source and
 * currency (a newer item, or a newer value published within the guard).
 */
export const rateReviewStatus = pgEnum('rate_review_status', [
  'pending',
  'approved',
  'rejected',
  'superseded',
]);

/**
 * Why a rate waits for review (docs/design.md#the-rate-review-queue), the first rule it broke in this
 * order: a feed in review mode holds everything (`review_mode`); a currency's first value at a source
 * (`first_value`); no value of that pair was ever published or approved by an editor
 * (`no_editor_reference`); beyond the guard from the last published value (`last_published`), from
 * the last value an editor published or approved (`editor_reference`), or from the value in effect
 * 24 hours before (`day_before`).
 */
export const rateReviewReason = pgEnum('rate_review_reason', RATE_REVIEW_REASONS);

/** A web push on its way (push_messages): like an SMS, without a delivery receipt. */
export const pushStatus = pgEnum('push_status', ['queued', 'sending', 'sent', 'failed']);

/** How an alert reaches the subscriber (docs/design.md#web-push). */
export const alertChannel = pgEnum('alert_channel', ['push', 'sms']);
