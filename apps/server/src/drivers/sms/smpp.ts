import { createHash } from 'node:crypto';
import smpp, { type PDU, type Session } from 'smpp';
import type { FastifyBaseLogger } from 'fastify';
import {
  SmsSendError,
  type SmsDeliveryReceipt,
  type SmsDriver,
  type SmsInbound,
  type SmsOutgoing,
} from './types';

export interface SmppDriverOptions {
  url: string;
  systemId: string;
  password?: string;
  log: FastifyBaseLogger;
  /** Called for every delivery receipt (deliver_sm with the MC delivery receipt flag). */
  onReceipt: (receipt: SmsDeliveryReceipt) => void;
  /** Called for every deliver_sm that is a subscriber's message to the short code, not a receipt. */
  onInbound?: (message: SmsInbound) => void;
  /** enquire_link keeps idle binds alive through NATs and tells a dead link quickly. */
  enquireLinkMs?: number;
  /** Reconnect backoff: first delay, doubled after each failure up to the max. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
}

// SMS payload sizes in UCS-2 code units: 140 octets in one message, 134 per part once the 6-octet
// concatenation header (UDH) takes its share.
const UCS2_SINGLE = 70;
const UCS2_PART = 67;
// GSM 03.38 basic set (what fits 7-bit encoding); anything else, Arabic included, goes UCS-2.
const GSM_BASIC = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/** The link went away under a submit: worth one more try on a fresh bind. */
class LinkLostError extends SmsSendError {}

const TON_INTERNATIONAL = 0x01;
const TON_ALPHANUMERIC = 0x05;
const TON_ABBREVIATED = 0x06;
const NPI_ISDN = 0x01;

/** Splits a text into SMS payloads: one when it fits, else concatenated parts with a UDH each. */
export function encodeSmsParts(
  text: string,
  reference: number,
): { dataCoding: number; parts: { udh: Buffer | null; payload: Buffer | string }[] } {
  if (GSM_BASIC.test(text) && text.length <= 160) {
    // Plain text: the library encodes it as GSM 03.38 (data_coding 1).
    return { dataCoding: 0x01, parts: [{ udh: null, payload: text }] };
  }
  const ucs2 = (value: string) => Buffer.from(value, 'utf16le').swap16();
  if (text.length <= UCS2_SINGLE) {
    return { dataCoding: smpp.ENCODING.UCS2, parts: [{ udh: null, payload: ucs2(text) }] };
  }
  const chunks: string[] = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + UCS2_PART);
    // Never split a surrogate pair (an emoji) across two parts.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  const total = Math.min(chunks.length, 255);
  return {
    dataCoding: smpp.ENCODING.UCS2,
    parts: chunks.slice(0, total).map((chunk, index) => ({
      // IEI 0x00: concatenated short message, 8-bit reference, total parts, this part's number.
      udh: Buffer.from([0x05, 0x00, 0x03, reference & 0xff, total, index + 1]),
      payload: ucs2(chunk),
    })),
  };
}

/** A deliver_sm's receipt: receipted_message_id/message_state TLVs, else the `id:… stat:…` text. */
export function parseDeliveryReceipt(pdu: PDU): SmsDeliveryReceipt | null {
  const esmClass = typeof pdu.esm_class === 'number' ? pdu.esm_class : 0;
  if ((esmClass & 0x3c) !== smpp.ESM_CLASS.MC_DELIVERY_RECEIPT) return null;
  const shortMessage = pdu.short_message as { message?: unknown } | Buffer | undefined;
  const rawText = Buffer.isBuffer(shortMessage) ? shortMessage.toString('latin1') : shortMessage?.message;
  const text =
    typeof rawText === 'string' ? rawText : Buffer.isBuffer(rawText) ? rawText.toString('latin1') : '';
  const idFromText = /\bid:(\S+)/i.exec(text)?.[1];
  const stateFromText = /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  const gatewayMessageId =
    typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id
      ? pdu.receipted_message_id
      : idFromText;
  if (!gatewayMessageId) return null;
  const stateNames: Record<number, string> = {
    [smpp.MESSAGE_STATE.DELIVERED ?? 2]: 'DELIVRD',
    [smpp.MESSAGE_STATE.EXPIRED ?? 3]: 'EXPIRED',
    [smpp.MESSAGE_STATE.DELETED ?? 4]: 'DELETED',
    [smpp.MESSAGE_STATE.UNDELIVERABLE ?? 5]: 'UNDELIV',
    [smpp.MESSAGE_STATE.ACCEPTED ?? 6]: 'ACCEPTD',
    [smpp.MESSAGE_STATE.UNKNOWN ?? 7]: 'UNKNOWN',
    [smpp.MESSAGE_STATE.REJECTED ?? 8]: 'REJECTD',
  };
  const state =
    typeof pdu.message_state === 'number'
      ? (stateNames[pdu.message_state] ?? 'UNKNOWN')
      : (stateFromText ?? 'UNKNOWN');
  return { gatewayMessageId, delivered: state === 'DELIVRD', state };
}

/** A short_message's text: the library decodes known codings to a string; UCS-2 bytes otherwise. */
function shortMessageText(pdu: PDU): string {
  const shortMessage = pdu.short_message as { message?: unknown } | Buffer | string | undefined;
  const raw =
    Buffer.isBuffer(shortMessage) || typeof shortMessage === 'string' ? shortMessage : shortMessage?.message;
  if (typeof raw === 'string') return raw;
  if (!Buffer.isBuffer(raw)) return '';
  return pdu.data_coding === smpp.ENCODING.UCS2
    ? Buffer.from(raw).swap16().toString('utf16le')
    : raw.toString('latin1');
}

// Redeliveries of one message within this window share an id (deliver_sm has no message id).
const INBOUND_ID_WINDOW_MS = 60_000;

/**
 * A deliver_sm that is a subscriber's message (no receipt flag): sender, short code and text. SMPP
 * gives a mobile-originated message no id of its own, so its id is the SMSC's
 * `user_message_reference` when it sends one, else a digest of sender, short code and text within
 * the minute: a redelivery (our response lost) is recognised, and the same keyword sent twice in
 * one minute is answered once (docs/operator-integration.md#inbound-sms).
 */
export function parseInboundMessage(pdu: PDU, now = Date.now()): SmsInbound | null {
  const esmClass = typeof pdu.esm_class === 'number' ? pdu.esm_class : 0;
  if ((esmClass & 0x3c) !== 0) return null;
  const from = typeof pdu.source_addr === 'string' ? pdu.source_addr : '';
  const to = typeof pdu.destination_addr === 'string' ? pdu.destination_addr : '';
  if (!from) return null;
  const text = shortMessageText(pdu);
  const reference = (pdu as { user_message_reference?: unknown }).user_message_reference;
  const messageId =
    typeof reference === 'number'
      ? `${from}:ref:${reference}`
      : createHash('sha256')
          .update(`${from}\n${to}\n${text}\n${Math.floor(now / INBOUND_ID_WINDOW_MS)}`)
          .digest('hex')
          .slice(0, 32);
  return { messageId, from, to, text };
}

function sourceAddress(sender: string) {
  if (/^\d{1,8}$/.test(sender))
    return { source_addr_ton: TON_ABBREVIATED, source_addr_npi: 0, source_addr: sender };
  if (/^\d+$/.test(sender)) {
    return { source_addr_ton: TON_INTERNATIONAL, source_addr_npi: NPI_ISDN, source_addr: sender };
  }
  return { source_addr_ton: TON_ALPHANUMERIC, source_addr_npi: 0, source_addr: sender.slice(0, 11) };
}

/**
 * SMPP 3.4/5.0 driver on the `smpp` package: one bind_transceiver session per process, kept alive
 * with enquire_link, rebuilt with exponential backoff when the link drops or the bind is refused.
 * Sends wait for the bind only as long as their caller allows (the abort signal); delivery receipts
 * arriving on the session are handed to `onReceipt`.
 */
export function createSmppDriver(options: SmppDriverOptions): SmsDriver {
  const reconnectMinMs = options.reconnectMinMs ?? 500;
  const reconnectMaxMs = options.reconnectMaxMs ?? 30_000;
  let session: Session | null = null;
  let bound = false;
  let closed = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let reference = Math.floor(Math.random() * 256);
  const bindWaiters = new Set<() => void>();
  const pendingSubmits = new Set<(error: Error) => void>();

  const notifyBound = () => {
    for (const wake of bindWaiters) wake();
    bindWaiters.clear();
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    const delay = Math.min(reconnectMaxMs, reconnectMinMs * 2 ** Math.min(failures, 16));
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
    reconnectTimer.unref();
  };

  const connect = () => {
    if (closed || session) return;
    const current = smpp.connect({
      url: options.url,
      auto_enquire_link_period: options.enquireLinkMs ?? 30_000,
    });
    session = current;
    current.on('connect', () => {
      current.bind_transceiver({ system_id: options.systemId, password: options.password ?? '' }, (pdu) => {
        if (pdu.command_status === smpp.ESME_ROK) {
          bound = true;
          failures = 0;
          options.log.info('SMPP bound');
          notifyBound();
        } else {
          options.log.error({ status: pdu.command_status }, 'SMPP bind refused');
          current.close();
        }
      });
    });
    current.on('deliver_sm', (pdu: PDU) => {
      current.send(pdu.response());
      const receipt = parseDeliveryReceipt(pdu);
      if (receipt) {
        options.onReceipt(receipt);
        return;
      }
      const inbound = parseInboundMessage(pdu);
      if (inbound) options.onInbound?.(inbound);
    });
    current.on('enquire_link', (pdu: PDU) => {
      current.send(pdu.response());
    });
    current.on('unbind', (pdu: PDU) => {
      current.send(pdu.response());
      current.close();
    });
    current.on('error', (error: Error) => {
      options.log.warn({ reason: (error as { code?: string }).code ?? error.message }, 'SMPP link error');
    });
    current.on('close', () => {
      if (session === current) session = null;
      bound = false;
      for (const reject of pendingSubmits) reject(new LinkLostError('SMPP link closed'));
      pendingSubmits.clear();
      if (!closed) scheduleReconnect();
    });
  };

  const waitForBind = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (bound) return resolve();
      if (signal?.aborted) return reject(new SmsSendError('SMPP not bound'));
      const wake = () => {
        signal?.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        bindWaiters.delete(wake);
        reject(new SmsSendError('SMPP not bound in time'));
      };
      bindWaiters.add(wake);
      signal?.addEventListener('abort', abort, { once: true });
    });

  const submit = (fields: Record<string, unknown>, signal: AbortSignal | undefined) =>
    new Promise<string>((resolve, reject) => {
      const current = session;
      if (!current || !bound) return reject(new LinkLostError('SMPP not bound'));
      let settled = false;
      const finish = (error: Error | null, id?: string) => {
        if (settled) return;
        settled = true;
        pendingSubmits.delete(fail);
        signal?.removeEventListener('abort', abort);
        if (error) reject(error);
        else resolve(id ?? '');
      };
      const fail = (error: Error) => finish(error);
      const abort = () => finish(new SmsSendError('SMPP submit timed out'));
      pendingSubmits.add(fail);
      signal?.addEventListener('abort', abort, { once: true });
      const sent = current.submit_sm(fields, (pdu) => {
        const id = typeof pdu.message_id === 'string' ? pdu.message_id : '';
        if (pdu.command_status === smpp.ESME_ROK) finish(null, id);
        else finish(new SmsSendError(`SMPP submit_sm refused with status ${pdu.command_status}`));
      });
      if (!sent) {
        // The socket is already gone though no `close` came yet: tear it down to reconnect now.
        bound = false;
        current.destroy();
        finish(new LinkLostError('SMPP link not writable'));
      }
    });

  const sendOnce = async (message: SmsOutgoing, signal: AbortSignal | undefined) => {
    if (closed) throw new SmsSendError('SMPP driver closed');
    connect();
    await waitForBind(signal);
    reference = (reference + 1) & 0xff;
    const { dataCoding, parts } = encodeSmsParts(message.text, reference);
    let firstId: string | null = null;
    for (const part of parts) {
      const id = await submit(
        {
          ...sourceAddress(message.sender),
          dest_addr_ton: TON_INTERNATIONAL,
          dest_addr_npi: NPI_ISDN,
          destination_addr: message.to,
          data_coding: dataCoding,
          esm_class: part.udh ? smpp.ESM_CLASS.UDH_INDICATOR : 0,
          // Final delivery receipt requested: it moves the row to `delivered` (or `failed`).
          registered_delivery: 0x01,
          short_message: part.udh ? Buffer.concat([part.udh, part.payload as Buffer]) : part.payload,
        },
        signal,
      );
      // The first part's id names the message; receipts for the other parts add nothing.
      firstId ??= id;
    }
    return { gatewayMessageId: firstId };
  };

  return {
    name: 'smpp',
    async send(message: SmsOutgoing, sendOptions = {}) {
      // A link that dies under a submit (SMSC restart, network cut) is rebuilt and the message
      // submitted again, as long as the caller's deadline allows. The SMSC may have taken the
      // first copy: a rare duplicate SMS is better than a lost code.
      for (let attempt = 1; ; attempt++) {
        try {
          return await sendOnce(message, sendOptions.signal);
        } catch (error) {
          if (!(error instanceof LinkLostError) || attempt >= 3 || sendOptions.signal?.aborted) throw error;
        }
      }
    },
    close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = session;
      session = null;
      bound = false;
      if (!current) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => current.destroy(() => resolve()), 1_000);
        force.unref();
        current.once('close', () => {
          clearTimeout(force);
          resolve();
        });
        if (!current.unbind({}, () => current.close())) current.destroy();
      });
    },
  };
}
