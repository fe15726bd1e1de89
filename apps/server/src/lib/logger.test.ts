import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides one-time codes and tokens in logged URLs', () => {
    expect(redactUrl('/client/home?msisdn=967771234567&otp=123456')).toBe(
      '/client/home?msisdn=967771234567&otp=[redacted]',
    );
    expect(redactUrl('/x?access_token=abc&a=1')).toBe('/x?access_token=[redacted]&a=1');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/client/get/news?page=2')).toBe('/api/client/get/news?page=2');
  });
});
