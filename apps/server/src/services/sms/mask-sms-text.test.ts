import { describe, expect, it } from 'vitest';
import { otpSmsText } from '../session';
import { maskSmsText } from './mask-sms-text';

describe('maskSmsText', () => {
  it('hides the code and the one-tap link of a sign-in SMS, keeping the rest readable', () => {
    const text = otpSmsText({
      purpose: 'login',
      code: '482913',
      msisdn: '967771234567',
      publicUrl: 'http://127.0.0.1:3000',
    });
    const masked = maskSmsText(text, 'otp.login');
    expect(masked).not.toContain('482913');
    expect(masked).toContain('••••••');
    expect(masked).toContain('otp=••••');
    expect(masked).toContain('msisdn=967771234567');
    expect(masked).toContain('127.0.0.1:3000');
  });

  it('hides the code of every code purpose', () => {
    const text = otpSmsText({ purpose: 'unsubscribe', code: '1234', msisdn: '967771234567', publicUrl: 'x' });
    expect(maskSmsText(text, 'otp.unsubscribe')).not.toContain('1234');
  });

  it('shows notices as sent', () => {
    const notice = 'تم تجديد اشتراكك بمبلغ 5000 ريال';
    expect(maskSmsText(notice, 'billing.welcome')).toBe(notice);
  });
});
