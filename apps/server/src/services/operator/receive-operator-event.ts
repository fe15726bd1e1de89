import { and, eq, isNotNull, notLike, sql } from 'drizzle-orm';
import type { TReceiveOperatorNotificationRequest, TReceiveOperatorSmsRequest } from '@sarraf/contracts';
import type { Tx } from '../../db/client';
import { smsMessages, subscribers, transactions } from '../../db/schema/index';
import { maskMsisdn } from '../../lib/msisdn';
import {
  applyLifecycleEvent,
  type BillingDeps,
  cancelSubscription,
  recordOperatorRenewal,
  settleCharges,
} from '../billing';
import { type KeywordDeps, receiveInboundSms } from '../phone-channels';
import { revokeSubscriberTokens } from '../session';
import { finishEvent, logEvent, storedForm, subscriberIdOf } from '../operator-events';
import { assertCallerOperator, callerSettings } from '../operators';

/**
 * `POST /api/operator/notifications`: the gateway of the operator `callerId` settles a charge,
 * changes a line's status, or (when it charges renewals itself) reports a renewal. A charge of
 * another operator's ledger, or a number of another operator, is refused (403) before anything is
 * logged.
 */
export async function receiveOperatorNotification(
  deps: BillingDeps,
  event: TReceiveOperatorNotificationRequest,
  callerId: string,
): Promise<{ duplicate: boolean }> {
  const msisdn = event.type === 'charge' ? null : storedForm(deps, event.msisdn);
  const [charged] =
    event.type === 'charge'
      ? await deps.database.db
          .select({ id: transactions.id, status: transactions.status, operatorId: transactions.operatorId })
          .from(transactions)
          .where(eq(transactions.reference, event.reference))
      : [];
  await assertCallerOperator(
    deps,
    callerId,
    msisdn ? { msisdn } : { operatorId: charged?.operatorId ?? null },
  );
  const logged = await logEvent(deps, {
    operatorId: callerId,
    channel: 'operator_webhook',
    externalId: event.event_id,
    kind: event.type === 'charge' || event.type === 'renewal' ? 'charge_notification' : 'status_notification',
    msisdn,
    payload: event,
  });
  if (logged.duplicate) {
    deps.log.info(
      { operatorEvent: logged.id, eventId: event.event_id },
      'operator event replayed; nothing changed',
    );
    return { duplicate: true };
  }

  if (event.type === 'charge') {
    const row = charged;
    let result: string;
    if (!row) {
      result = 'unknown_reference';
    } else if (row.status === 'pending') {
      const settled = await settleCharges(
        deps,
        [
          {
            transactionId: row.id,
            status: event.status,
            reason: event.reason ?? null,
            gatewayRef: event.gateway_ref ?? null,
          },
        ],
        { actor: 'operator' },
      );
      result = settled.get(row.id)?.settledHere ? 'charge_settled' : 'already_settled';
    } else {
      result = row.status === event.status ? 'already_settled' : 'conflict';
      if (result === 'conflict') {
        // Settled rows are never edited: the first outcome stands, and a person must look at it.
        deps.log.error(
          { reference: event.reference, recorded: row.status, reported: event.status },
          'operator reports another outcome for a settled charge',
        );
      }
    }
    await finishEvent(deps, logged.id, result, { reference: event.reference });
    return { duplicate: false };
  }

  if (event.type === 'renewal') {
    const result = await receiveRenewal(deps, event, logged.id, callerId);
    await finishEvent(deps, logged.id, result, {
      to: msisdn ? maskMsisdn(msisdn) : null,
      reference: event.reference,
      status: event.status,
    });
    return { duplicate: result === 'duplicate_reference' };
  }

  if (event.type === 'msisdn_deactivated' || event.type === 'msisdn_recycled') {
    const { result, tokensRevoked } = await endNumberSessions(deps, event);
    await finishEvent(deps, logged.id, result, { to: msisdn ? maskMsisdn(msisdn) : null, tokensRevoked });
    return { duplicate: false };
  }

  const subscriber = await subscriberIdOf(deps, event.msisdn);
  let result = 'unknown_subscriber';
  if (subscriber) {
    const details = {
      operatorEventId: event.event_id,
      ...(event.reason ? { operatorReason: event.reason } : {}),
    };
    const applied =
      event.status === 'cancelled'
        ? await cancelSubscription(deps, subscriber.id, {
            actor: 'operator',
            reason: 'operator_cancelled',
            details,
            // The operator ended the line's service: nothing it bars stays open here.
            endAccess: true,
          })
        : await applyLifecycleEvent(
            deps,
            subscriber.id,
            { type: event.status === 'suspended' ? 'operator_suspend' : 'operator_resume', at: new Date() },
            { actor: 'operator', details },
          );
    result = applied.ok ? event.status : `ignored_${applied.refusal}`;
  }
  await finishEvent(deps, logged.id, result, { to: msisdn ? maskMsisdn(msisdn) : null });
  return { duplicate: false };
}

/**
 * A renewal the operator charged (docs/operator-integration.md#operator-managed-renewals). Only an
 * operator that charges renewals itself (`BILLING_MODE=operator`, or its `billing_mode`) is acted
 * on; for one whose renewals we charge it is logged as `ignored_provider_mode` and writes nothing, since acting on it could
 * record a second payment for a period our own sweep charges.
 */
async function receiveRenewal(
  deps: BillingDeps,
  event: Extract<TReceiveOperatorNotificationRequest, { type: 'renewal' }>,
  operatorEventId: number,
  callerId: string,
): Promise<string> {
  if (callerSettings(deps.config, callerId).billing.mode !== 'operator') return 'ignored_provider_mode';
  const subscriber = await subscriberIdOf(deps, event.msisdn);
  if (!subscriber) return 'unknown_subscriber';
  return recordOperatorRenewal(deps, {
    subscriberId: subscriber.id,
    status: event.status,
    amount: event.amount,
    currency: event.currency,
    reference: event.reference,
    reason: event.reason ?? null,
    eventId: event.event_id,
    operatorEventId,
  });
}

type NumberEvent = Extract<
  TReceiveOperatorNotificationRequest,
  { type: 'msisdn_deactivated' | 'msisdn_recycled' }
>;

/**
 * The operator took a number out of service or gave it to someone else. Either way the sessions of
 * that number end at once: whoever holds a token of it may no longer be the person the number
 * proved (a lost SIM, a line closed, a new owner); the holder signs in again with a code, which
 * proves the number anew. A deactivated number keeps its subscription: the line may come back to
 * the same person, and while it is out the renewal charges fail and move it to grace and
 * suspension as any failed charge does. A recycled number belongs to a new person who never agreed
 * to pay and must never see the old owner's bill, alerts or profile: the old subscriber's
 * subscription is cancelled, without the SMS notice (it would reach the new person), its SMS still
 * waiting to go out are dropped, and its row is retired, all in one transaction. Retiring moves the
 * number to `retired_msisdn` and clears name, email and level: every lookup by number (sign-in, my
 * bill, billing, these events) skips the row, so the new owner signs up afresh, while the ledger
 * stays on the retired row for the settlements still to come (docs/security.md).
 */
async function endNumberSessions(
  deps: BillingDeps,
  event: NumberEvent,
): Promise<{ result: string; tokensRevoked: number }> {
  const subscriber = await subscriberIdOf(deps, event.msisdn);
  if (!subscriber) return { result: 'unknown_subscriber', tokensRevoked: 0 };
  if (event.type === 'msisdn_deactivated') {
    const tokensRevoked = await revokeSubscriberTokens(deps.database.db, subscriber.id);
    return { result: 'deactivated', tokensRevoked };
  }

  const details = {
    operatorEventId: event.event_id,
    ...(event.reason ? { operatorReason: event.reason } : {}),
  };
  let tokensRevoked = 0;
  const retire = async (tx: Tx) => {
    tokensRevoked = await retireSubscriber(tx, subscriber.id);
  };
  const cancelled = await cancelSubscription(deps, subscriber.id, {
    actor: 'operator',
    reason: 'msisdn_recycled',
    details,
    notify: false,
    // The number is someone else's now: the old owner's paid days never open it to them.
    endAccess: true,
    alsoInTransaction: (tx) => retire(tx),
  });
  // No subscription to cancel (or cancelled already): the row is retired all the same.
  if (!cancelled.ok) await deps.database.db.transaction(retire);
  // `recycled` with the subscription cancelled; else why it was left (no subscription, or
  // cancelled already).
  return { result: cancelled.ok ? 'recycled' : `recycled_${cancelled.refusal}`, tokensRevoked };
}

/**
 * Retires a subscriber whose number went to someone else: the number moves to `retired_msisdn`
 * (the row stays for its ledger and the back office), the profile is cleared, every token is
 * revoked, and SMS still queued for them are dropped, since they would reach the new owner. Codes
 * are left alone: one queued now was asked for by whoever holds the number, the new owner. How many
 * tokens were still live.
 */
async function retireSubscriber(tx: Tx, subscriberId: number): Promise<number> {
  const now = new Date();
  await tx
    .update(subscribers)
    .set({
      retiredMsisdn: sql`${subscribers.msisdn}`,
      msisdn: null,
      retiredAt: now,
      name: null,
      email: null,
      level: null,
    })
    .where(and(eq(subscribers.id, subscriberId), isNotNull(subscribers.msisdn)));
  await tx
    .update(smsMessages)
    .set({ status: 'failed', lastError: 'number recycled to another person', nextAttemptAt: null })
    .where(
      and(
        eq(smsMessages.subscriberId, subscriberId),
        eq(smsMessages.status, 'queued'),
        notLike(smsMessages.purpose, 'otp.%'),
      ),
    );
  return revokeSubscriberTokens(tx, subscriberId);
}

/**
 * `POST /api/operator/sms`: an SMS a subscriber sent to the short code, through the webhook of the
 * operator `callerId`; read by the one inbound entry point every channel shares.
 */
export function receiveOperatorSms(
  deps: KeywordDeps,
  sms: TReceiveOperatorSmsRequest,
  callerId: string,
): Promise<{ duplicate: boolean; action: 'cancelled' | 'none' }> {
  return receiveInboundSms(deps, {
    operatorId: callerId,
    channel: 'operator_webhook',
    messageId: sms.message_id,
    from: sms.from,
    to: sms.to,
    text: sms.text,
    payload: sms,
  });
}
