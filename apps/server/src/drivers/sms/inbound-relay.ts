import type { SmsInbound } from './types';

/**
 * Hands a subscriber's SMS that arrived on the gateway's link (SMPP deliver_sm) to the keyword
 * channel. The driver exists before what handles the message (the app or the worker, which need
 * the driver themselves), so the handler is attached afterwards; a message arriving before that
 * waits for it. Each message carries the operator whose link brought it.
 */
export type RelayedSms = SmsInbound & { operatorId: string };

export interface InboundSmsRelay {
  deliver(message: RelayedSms): void;
  attach(handler: (message: RelayedSms) => Promise<unknown>): void;
}

export function createInboundSmsRelay(onError: (error: unknown) => void): InboundSmsRelay {
  let handler: ((message: RelayedSms) => Promise<unknown>) | null = null;
  const waiting: RelayedSms[] = [];
  const run = (message: RelayedSms) => {
    handler!(message).catch(onError);
  };
  return {
    deliver(message) {
      if (handler) run(message);
      else waiting.push(message);
    },
    attach(next) {
      handler = next;
      for (const message of waiting.splice(0)) run(message);
    },
  };
}
