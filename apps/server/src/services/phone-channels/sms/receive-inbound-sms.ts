import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { operatorWebhookEvents } from '../../../db/schema/index';
import { toAsciiDigits } from '../../../lib/arabic-text';
import { maskMsisdn } from '../../../lib/msisdn';
import { answerKeyword, type KeywordAnswer } from '../keywords/answer-keyword';
import { currencyKeywords } from '../keywords/currency-keywords';
import type { KeywordDeps } from '../keywords/keyword-deps';
import { recordKeywordMessage } from '../keywords/record-keyword-message';
import { finishEvent, logEvent, storedForm } from '../../operator-events';
import { assertCallerOperator, callerSettings } from '../../operators';
import { readKeyword } from './keywords';

/** Where an SMS to the short code came in: the operator's webhook, the OneAPI callback, SMPP. */
export type InboundChannel = 'operator_webhook' | 'oneapi' | 'smpp';

export interface InboundSms {
  /** The operator that brought it: the one its credentials, or its SMPP session, name. */
  operatorId: string;
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

const digitsOf = (value: string) => toAsciiDigits(value).replace(/\D/g, '');

/** `tel:+967…` → `+967…`: the URI scheme OneAPI puts on every address. */
const withoutScheme = (address: string) => address.trim().replace(/^tel:/i, '');

// A claim older than this belongs to a process that died while handling the message: a replay may
// take it over. Longer than a first charge can take (the gateway's timeout, a few seconds).
const CLAIM_EXPIRES_MS = 2 * 60_000;

/**
 * Takes the logged event for handling: one process at a time. A second delivery of the same message
 * arriving while the first is being handled finds it claimed and is answered as a duplicate, so
 * even concurrent deliveries get one reply (the reply's dedupe key is the second lock).
 */
async function claimEvent(deps: KeywordDeps, id: number): Promise<boolean> {
  const now = new Date();
  const [claimed] = await deps.database.db
    .update(operatorWebhookEvents)
    .set({ claimedAt: now })
    .where(
      and(
        eq(operatorWebhookEvents.id, id),
        isNull(operatorWebhookEvents.processedAt),
        or(
          isNull(operatorWebhookEvents.claimedAt),
          lt(operatorWebhookEvents.claimedAt, new Date(now.getTime() - CLAIM_EXPIRES_MS)),
        ),
      ),
    )
    .returning({ id: operatorWebhookEvents.id });
  return claimed !== undefined;
}

/**
 * The one entry point of an SMS a subscriber sent to the short code, whatever brought it
 * (docs/operator-integration.md#inbound-sms): the operator webhook, the OneAPI callback, or an SMPP
 * deliver_sm. A sender of another operator's is refused (403) before anything is written
 * (docs/operators.md#callers-are-told-apart). Logged in the operator events log before it is read,
 * idempotent on (operator, channel, kind, message id), so an SMS is never taken for the repeat of another channel's message or of a
 * notification with the same id. The keyword tables name a message by its id, prefixed with its
 * channel's name outside the operator webhook (as they always have). The text is read as a keyword
 * (docs/keyword-channel.md): a currency, gold, rates, help, subscribe and its confirmation, or
 * cancel; each message gets at most one reply SMS, stored with the message in the keyword log.
 */
export async function receiveInboundSms(deps: KeywordDeps, input: InboundSms): Promise<InboundSmsOutcome> {
  const receivedAt = new Date();
  const sms = { ...input, from: withoutScheme(input.from), to: withoutScheme(input.to) };
  const msisdn = storedForm(deps, sms.from);
  await assertCallerOperator(deps, sms.operatorId, msisdn ? { msisdn } : { operatorId: null });
  const logged = await logEvent(deps, {
    operatorId: sms.operatorId,
    channel: sms.channel,
    externalId: sms.messageId,
    kind: 'mo_sms',
    msisdn,
    payload: sms.payload,
  });
  // One name per message across channels, for the opt-ins and samples it answers.
  const keywordMessageId =
    sms.channel === 'operator_webhook' ? sms.messageId : `${sms.channel}:${sms.messageId}`;
  if (logged.duplicate || !(await claimEvent(deps, logged.id))) {
    deps.log.info(
      { operatorEvent: logged.id, messageId: sms.messageId, channel: sms.channel },
      'inbound SMS replayed; nothing changed',
    );
    return { duplicate: true, action: 'none' };
  }
  // The operator routes to us only what was sent to our service; a short code written another way
  // (with a prefix, say) is noted, never a reason to ignore a subscriber's STOP.
  if (digitsOf(sms.to) !== digitsOf(callerSettings(deps.config, sms.operatorId).serviceShortCode)) {
    deps.log.warn({ to: sms.to, channel: sms.channel }, 'inbound SMS addressed to another short code');
  }
  const { snapshot, index } = await currencyKeywords(
    deps.database.db,
    deps.contentCache,
    deps.config.timeZone,
  );
  const keyword = readKeyword(sms.text, index);
  // A sender we cannot read is nobody we could answer or charge.
  const answered: KeywordAnswer = msisdn
    ? await answerKeyword(deps, {
        msisdn,
        messageId: keywordMessageId,
        channel: sms.channel,
        keyword,
        snapshot,
        receivedAt,
      })
    : {
        result: 'unknown_number',
        action: 'none',
        outcome: 'unknown_number',
        reply: null,
        subscriberId: null,
      };
  const { replySmsId } = await recordKeywordMessage(
    deps,
    {
      eventId: logged.id,
      channel: sms.channel,
      messageId: sms.messageId,
      msisdn,
      text: sms.text,
      keyword: keyword.kind,
      argument: keyword.kind === 'currency' ? keyword.code : null,
      outcome: answered.outcome,
      receivedAt,
    },
    answered.reply,
    answered.subscriberId,
  );
  await finishEvent(deps, logged.id, answered.result, {
    from: msisdn ? maskMsisdn(msisdn) : null,
    channel: sms.channel,
    keyword: keyword.kind,
    reply: replySmsId,
  });
  return { duplicate: false, action: answered.action };
}
