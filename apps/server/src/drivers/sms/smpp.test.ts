import { describe, expect, it } from 'vitest';
import type { PDU } from 'smpp';
import { encodeSmsParts, parseDeliveryReceipt } from './smpp';

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
