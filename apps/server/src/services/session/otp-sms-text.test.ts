import { describe, expect, it } from 'vitest';
import { otpSmsText } from './otp-sms-text';

describe('otpSmsText', () => {
  const base = { code: '048213', msisdn: '967771234567', publicUrl: 'https://sarraf.example.ye' };

  it('carries the code and the one-tap link for sign-in', () => {
    const text = otpSmsText({ ...base, purpose: 'login' });
    expect(text).toContain('048213');
    expect(text).toContain('https://sarraf.example.ye/client/home?msisdn=967771234567&otp=048213');
    expect(text).toMatch(/[\u0600-\u06FF]/);
    // Two concatenated UCS-2 parts at most (2 × 67 characters).
    expect(text.length).toBeLessThanOrEqual(134);
  });

  it('fits one UCS-2 segment without the link', () => {
    const text = otpSmsText({ ...base, purpose: 'profile' });
    expect(text).toContain('048213');
    expect(text).not.toContain('http');
    expect(text.length).toBeLessThanOrEqual(70);
  });
});
