import { toAsciiDigits } from '../../lib/arabic-text';
import { maskMsisdn } from '../../lib/msisdn';
import type { BillingDeps } from '../billing/billing-deps';
import { cancelSubscription } from '../billing/cancel-subscription';
import { finishEvent, logEvent, storedForm, subscriberIdOf } from '../operator/operator-event-log';
import { keywordOf, type KeywordName } from './keywords';

/** Where an SMS to the short code came in: the operator's webhook, the OneAPI callback, SMPP. */
export type InboundChannel = 'operator_webhook' | 'oneapi' | 'smpp';

export interface InboundSms {
  channel: InboundChannel;
  /** The channel's own id of the message: a repeat of it changes nothing. */
  messageId: string;
  /** The subscriber's number as the channel wrote it (`tel:+967…`, `+967…`, `77…`). */
  from: string;
  /** The short code it was sent to. */
  to: string;
  text: string;
  /** What the channel sent, kept in the operator events log. */
  payload: unknown;
}

export interface InboundSmsOutcome {
  duplicate: boolean;
  action: 'cancelled' | 'none';
}

interface KeywordContext {
  deps: BillingDeps;
  sms: InboundSms;
}

/** A keyword's work: its result code for the events log, and what the caller is told. */
type KeywordHandler = (
  context: KeywordContext,
) => Promise<{ result: string; action: InboundSmsOutcome['action'] }>;

const HANDLERS: Readonly<Record<KeywordName, KeywordHandler>> = {
  // Free of charge: a cancel moves no money and needs no code.
  async cancel({ deps, sms }) {
    const subscriber = await subscriberIdOf(deps, sms.from);
    if (!subscriber) return { result: 'unknown_subscriber', action: 'none' };
    const cancelled = await cancelSubscription(deps, subscriber.id, {
      actor: 'subscriber',
      reason: 'cancel_keyword',
      details: { operatorMessageId: sms.messageId, channel: sms.channel },
    });
    return cancelled.ok
      ? { result: 'cancelled', action: 'cancelled' }
      : { result: `ignored_${cancelled.refusal}`, action: 'none' };
  },
};

const digitsOf = (value: string) => toAsciiDigits(value).replace(/\D/g, '');

/** `tel:+967…` → `+967…`: the URI scheme OneAPI puts on every address. */
const withoutScheme = (address: string) => address.trim().replace(/^tel:/i, '');

/**
 * The one entry point of an SMS a subscriber sent to the short code, whatever brought it
 * (docs/operator-integration.md#inbound-sms). Logged in the operator events log before it is read,
 * idempotent on (channel, message id): the operator webhook keeps its ids as they are (replays of
 * earlier deliveries still match), other channels' ids are prefixed with the channel's name. The
 * text is read as a keyword (a table of keyword → handler); free text is logged and ignored.
 */
export async function receiveInboundSms(deps: BillingDeps, input: InboundSms): Promise<InboundSmsOutcome> {
  const sms = { ...input, from: withoutScheme(input.from), to: withoutScheme(input.to) };
  const msisdn = storedForm(deps, sms.from);
  const externalId = sms.channel === 'operator_webhook' ? sms.messageId : `${sms.channel}:${sms.messageId}`;
  const logged = await logEvent(deps, { externalId, kind: 'mo_sms', msisdn, payload: sms.payload });
  if (logged.duplicate) {
    deps.log.info(
      { operatorEvent: logged.id, messageId: sms.messageId, channel: sms.channel },
      'inbound SMS replayed; nothing changed',
    );
    return { duplicate: true, action: 'none' };
  }
  // The operator routes to us only what was sent to our service; a short code written another way
  // (with a prefix, say) is noted, never a reason to ignore a subscriber's STOP.
  if (digitsOf(sms.to) !== digitsOf(deps.config.serviceShortCode)) {
    deps.log.warn({ to: sms.to, channel: sms.channel }, 'inbound SMS addressed to another short code');
  }
  const keyword = keywordOf(sms.text);
  const { result, action } = keyword
    ? await HANDLERS[keyword]({ deps, sms })
    : { result: 'ignored_text', action: 'none' as const };
  await finishEvent(deps, logged.id, result, {
    from: msisdn ? maskMsisdn(msisdn) : null,
    channel: sms.channel,
  });
  return { duplicate: false, action };
}
