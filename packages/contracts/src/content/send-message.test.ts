import { describe, expect, it } from 'vitest';
import { ZSendMessageRequest } from './send-message';

const message = { name: 'أحمد', message: 'متى يتم تحديث أسعار عدن؟' };

describe('ZSendMessageRequest', () => {
  it('needs a name and a message, the rest is optional and may be left blank', () => {
    expect(ZSendMessageRequest.safeParse(message).success).toBe(true);
    expect(ZSendMessageRequest.safeParse({ ...message, email: '', msisdn: '', subject: '' }).success).toBe(
      true,
    );
  });

  it('reports each missing field under its own name', () => {
    const result = ZSendMessageRequest.safeParse({ name: '  ', email: 'x' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['email', 'message', 'name']);
  });

  it('bounds the lengths (name 100, subject 150, message 2000, email 254)', () => {
    expect(ZSendMessageRequest.safeParse({ ...message, name: 'ا'.repeat(101) }).success).toBe(false);
    expect(ZSendMessageRequest.safeParse({ ...message, subject: 'ا'.repeat(151) }).success).toBe(false);
    expect(ZSendMessageRequest.safeParse({ ...message, message: 'ا'.repeat(2001) }).success).toBe(false);
    expect(ZSendMessageRequest.safeParse({ ...message, message: 'ا'.repeat(2000) }).success).toBe(true);
    expect(ZSendMessageRequest.safeParse({ ...message, email: `${'a'.repeat(250)}@b.co` }).success).toBe(
      false,
    );
  });

  it('checks the email and the number when they are given', () => {
    expect(
      ZSendMessageRequest.safeParse({ ...message, email: 'ahmad@example.com', msisdn: '0771234567' }).success,
    ).toBe(true);
    expect(ZSendMessageRequest.safeParse({ ...message, email: 'ahmad@' }).success).toBe(false);
    expect(ZSendMessageRequest.safeParse({ ...message, msisdn: 'abc' }).success).toBe(false);
  });
});
