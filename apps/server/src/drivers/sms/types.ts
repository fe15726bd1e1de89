/** One SMS as a gateway takes it: recipient digits with country code, the text, the sender id. */
export interface SmsOutgoing {
  /** Our SMS row's id: the idempotency key of gateways that take one (OneAPI's clientCorrelator). */
  id: number;
  to: string;
  text: string;
  sender: string;
}

export interface SmsSendOptions {
  /** Aborts the attempt (the sign-in path never waits more than SMS_SEND_TIMEOUT_MS). */
  signal?: AbortSignal;
}

/** A delivery receipt from the gateway (SMPP deliver_sm with the receipt flag). */
export interface SmsDeliveryReceipt {
  gatewayMessageId: string;
  delivered: boolean;
  /** The gateway's final state (`DELIVRD`, `UNDELIV`, …). */
  state: string;
}

/** A subscriber's SMS to the short code that arrived on the gateway's own link (SMPP deliver_sm). */
export interface SmsInbound {
  /** An id stable across redeliveries of the same message: the idempotency key of its handling. */
  messageId: string;
  from: string;
  to: string;
  text: string;
}

/**
 * Every outside SMS system behind one small interface (drivers hide outside systems),
 * chosen by SMS_DRIVER. `send` resolves once the gateway has accepted the message and rejects
 * with `SmsSendError` when it has not; the caller keeps the message queued and retries.
 */
export interface SmsDriver {
  readonly name: 'outbox' | 'http' | 'smpp' | 'oneapi';
  send(message: SmsOutgoing, options?: SmsSendOptions): Promise<{ gatewayMessageId: string | null }>;
  close(): Promise<void>;
}

/** The gateway did not take the message; `message` is safe to store and log (never the text). */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
