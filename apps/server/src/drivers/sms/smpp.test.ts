import { describe, expect, it } from 'vitest';
import type { PDU } from 'smpp';
import { encodeSmsParts, parseDeliveryReceipt, parseInboundMessage } from './smpp';

const decode = (payload: Buffer | string) =>
  typeof payload === 'string' ? payload : Buffer.from(payload).swap16().toString('utf16le');

describe('encodeSmsParts', () => {
  it('sends Arabic as UCS-2 in one message up to 70 characters', () => {
    const text = 'رمز التأكيد في صرّاف: 123456';
    const { dataCoding, parts } = encodeSmsParts(text, 7);
    expect(dataCoding).toBe(8);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.udh).toBeNull();
    expect(decode(parts[0]!.payload)).toBe(text);
  });

  it('splits longer Arabic into 67-character parts with a concatenation header', () => {
    const text = 'ع'.repeat(150);
    const { parts } = encodeSmsParts(text, 7);
    expect(parts.map((part) => decode(part.payload).length)).toEqual([67, 67, 16]);
    expect(parts.map((part) => [...part.udh!])).toEqual([
      [5, 0, 3, 7, 3, 1],
      [5, 0, 3, 7, 3, 2],
      [5, 0, 3, 7, 3, 3],
    ]);
    expect(parts.map((part) => decode(part.payload)).join('')).toBe(text);
  });

  it('never cuts an emoji in two', () => {
    const text = `${'ع'.repeat(66)}😀${'ع'.repeat(10)}`;
    const decoded = encodeSmsParts(text, 1).parts.map((part) => decode(part.payload));
    expect(decoded[0]!.length).toBe(66);
    expect(decoded.join('')).toBe(text);
  });

  it('leaves plain Latin text to the 7-bit alphabet', () => {
    expect(encodeSmsParts('Code 123456', 1)).toEqual({
      dataCoding: 1,
      parts: [{ udh: null, payload: 'Code 123456' }],
    });
  });
});

describe('parseDeliveryReceipt', () => {
  const receipt = (fields: Record<string, unknown>) => ({ esm_class: 0x04, ...fields }) as unknown as PDU;

  it('reads the receipted id and state from the TLVs', () => {
    expect(parseDeliveryReceipt(receipt({ receipted_message_id: 'abc', message_state: 2 }))).toEqual({
      gatewayMessageId: 'abc',
      delivered: true,
      state: 'DELIVRD',
    });
  });

  it('falls back to the id:/stat: text of SMPP 3.4 receipts', () => {
    const text =
      'id:77 sub:001 dlvr:000 submit date:2501010000 done date:2501010001 stat:UNDELIV err:001 text:';
    expect(parseDeliveryReceipt(receipt({ short_message: { message: text } }))).toEqual({
      gatewayMessageId: '77',
      delivered: false,
      state: 'UNDELIV',
    });
  });

  it('ignores a deliver_sm that is a subscriber message, not a receipt', () => {
    expect(
      parseDeliveryReceipt({ esm_class: 0, short_message: { message: 'STOP' } } as unknown as PDU),
    ).toBeNull();
  });
});

describe('parseInboundMessage', () => {
  const ucs2 = (text: string) => Buffer.from(text, 'utf16le').swap16();
  const mo = (fields: Record<string, unknown>) =>
    ({ esm_class: 0, source_addr: '967771234567', destination_addr: '4545', ...fields }) as unknown as PDU;

  it('reads a subscriber message: sender, short code and the UCS-2 text', () => {
    const message = parseInboundMessage(mo({ data_coding: 8, short_message: { message: ucs2('دولار') } }), 0);
    expect(message).toMatchObject({ from: '967771234567', to: '4545', text: 'دولار' });
  });

  it('takes a text the library already decoded', () => {
    expect(parseInboundMessage(mo({ short_message: { message: 'GOLD' } }))?.text).toBe('GOLD');
  });

  it('gives a redelivery within the minute the same id, and another message another one', () => {
    const at = 1_700_000_000_000;
    const first = parseInboundMessage(mo({ short_message: { message: 'USD' } }), at)!;
    expect(parseInboundMessage(mo({ short_message: { message: 'USD' } }), at + 5_000)!.messageId).toBe(
      first.messageId,
    );
    expect(parseInboundMessage(mo({ short_message: { message: 'GOLD' } }), at)!.messageId).not.toBe(
      first.messageId,
    );
    expect(
      parseInboundMessage(mo({ short_message: { message: 'USD' }, user_message_reference: 7 }), at)!
        .messageId,
    ).toBe('967771234567:ref:7');
  });

  it('leaves delivery receipts to parseDeliveryReceipt', () => {
    expect(
      parseInboundMessage(mo({ esm_class: 0x04, short_message: { message: 'id:1 stat:DELIVRD' } })),
    ).toBeNull();
  });
});
