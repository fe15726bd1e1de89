// Types for the parts of `smpp` (0.5, plain JavaScript, no published types) this driver and its
// tests use. Field names are those of the SMPP specification.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): PDU;
  }

  export interface Session extends EventEmitter {
    send(pdu: PDU, responseCallback?: (pdu: PDU) => void, sendCallback?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    submit_sm(options: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    deliver_sm(options: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    enquire_link(options?: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
    unbind(options?: Record<string, unknown>, callback?: (pdu: PDU) => void): boolean;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export function connect(
    options: { url: string; auto_enquire_link_period?: number },
    listener?: () => void,
  ): Session;
  export function createServer(listener: (session: Session) => void): Server;

  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RSYSERR: number;
  export const ESM_CLASS: { MC_DELIVERY_RECEIPT: number; UDH_INDICATOR: number };
  export const ENCODING: { UCS2: number; SMSC_DEFAULT: number };
  export const MESSAGE_STATE: Record<string, number>;

  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    ESME_ROK: number;
    ESME_RBINDFAIL: number;
    ESME_RSYSERR: number;
    ESM_CLASS: typeof ESM_CLASS;
    ENCODING: typeof ENCODING;
    MESSAGE_STATE: typeof MESSAGE_STATE;
  };
  export default smpp;
}
