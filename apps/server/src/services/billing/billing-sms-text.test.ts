import { describe, expect, it } from 'vitest';
import {
  billingNoticeText,
  daysText,
  ESSENTIAL_NOTICES,
  chargeCodeLine,
  formatPrice,
  type BillingNotice,
  TWO_SMS_PARTS,
  type NoticeContext,
} from './billing-sms-text';

const context: NoticeContext = {
  planName: 'الباقة اليومية',
  priceMinor: 5_000,
  currency: 'YER',
  period: 'daily',
  freeTrialDays: 0,
  shortCode: '4545',
  publicUrl: 'https://sarraf.example.ye',
  supportPhone: '967-1-000000',
  timeZone: 'Asia/Aden',
  until: new Date('2025-03-12T09:00:00.000Z'),
};

describe('billing SMS notices', () => {
  it('tells a new subscriber the price, the period, the auto-renewal and how to cancel', () => {
    const text = billingNoticeText('welcome', context);
    expect(text).toContain('الباقة اليومية');
    expect(text).toContain('50 ريال يمني');
    expect(text).toContain('يومياً');
    expect(text).toContain('يتجدد تلقائياً');
    expect(text).toContain('الغاء');
    expect(text).toContain('4545');
  });

  it('fits the subscribe and free-trial notices in two SMS parts, the cancel keyword always kept', () => {
    // The seed's longest plan name, the longest period word and a two-digit trial.
    const longest = {
      ...context,
      planName: 'الباقة الأسبوعية',
      period: 'monthly' as const,
      freeTrialDays: 30,
    };
    for (const notice of ['welcome', 'trial'] as const) {
      for (const shape of [context, longest]) {
        const text = billingNoticeText(notice, shape);
        expect(text.length, text).toBeLessThanOrEqual(TWO_SMS_PARTS);
        expect(text).toContain('الغاء');
        expect(text).toContain(shape.planName);
      }
    }
    // A short name and address leave room for the address, the support number too.
    const roomy = billingNoticeText('welcome', { ...context, planName: 'يومية', publicUrl: 'https://s.ye' });
    expect(roomy).toContain('https://s.ye');
    expect(billingNoticeText('welcome', context)).not.toContain('https://sarraf.example.ye');
  });

  it('names the day grace or suspension ends, in Aden', () => {
    expect(billingNoticeText('renewal_failed', context)).toContain('2025-03-12');
    expect(billingNoticeText('suspended', context)).toContain('2025-03-12');
  });

  it('is Arabic for every notice', () => {
    for (const notice of Object.keys(ESSENTIAL_NOTICES) as BillingNotice[]) {
      expect(billingNoticeText(notice, context)).toMatch(/[\u0600-\u06FF]{3}/);
    }
  });

  it('always sends the notices that start, re-price, stop or end the contract', () => {
    expect(
      Object.entries(ESSENTIAL_NOTICES)
        .filter(([, essential]) => !essential)
        .map(([notice]) => notice)
        .sort(),
    ).toEqual(['renewal_failed', 'renewal_recovered']);
  });

  it('tells a cancelling subscriber until when the service stays, in two parts at most', () => {
    const kept = billingNoticeText('cancelled', { ...context, planName: 'الباقة الأسبوعية' });
    expect(kept).toContain('2025-03-12');
    expect(kept.length, kept).toBeLessThanOrEqual(TWO_SMS_PARTS);
    expect(billingNoticeText('cancelled', { ...context, until: null })).not.toContain('2025-03-12');
  });

  it('tells a subscriber back within the paid period that nothing is charged now, and when it renews', () => {
    for (const planName of ['الباقة اليومية', 'الباقة الأسبوعية']) {
      const text = billingNoticeText('reactivated_in_period', { ...context, planName, period: 'monthly' });
      expect(text).toContain('دون خصم');
      expect(text).toContain('2025-03-12');
      expect(text).toContain('50 ريال يمني');
      expect(text).toContain('الغاء');
      expect(text.length, text).toBeLessThanOrEqual(TWO_SMS_PARTS);
    }
  });

  it('names the amount a charge code authorises: price, currency and period, with thousands separators', () => {
    const now = chargeCodeLine({
      planName: 'الباقة الشهرية',
      amountMinor: 100_000,
      currency: 'YER',
      period: 'monthly',
      zone: 'Asia/Aden',
    });
    expect(now).toContain('1,000 ريال يمني شهرياً');
    expect(now).toContain('الباقة الشهرية');
    expect(now).toContain('الآن');
    const later = chargeCodeLine({
      planName: 'الباقة الشهرية',
      amountMinor: 100_000,
      currency: 'YER',
      period: 'monthly',
      renewsAt: new Date('2025-03-12T09:00:00.000Z'),
      zone: 'Asia/Aden',
    });
    expect(later).toContain('لا يُخصم شيء الآن');
    expect(later).toContain('1,000 ريال يمني شهرياً');
    expect(later).toContain('2025-03-12');
    expect(formatPrice(123_456_789, 'YER')).toBe('1,234,567.89 ريال يمني');
    expect(formatPrice(5_000, 'YER')).toBe('50 ريال يمني');
    expect(formatPrice(1_234_567, 'KWD')).toBe('1,234.567 دينار كويتي');
  });

  it('formats minor units by the currency exponent, never through a float', () => {
    expect(formatPrice(5_000, 'YER')).toBe('50 ريال يمني');
    expect(formatPrice(5_050, 'YER')).toBe('50.50 ريال يمني');
    expect(formatPrice(12_345, 'KWD')).toBe('12.345 دينار كويتي');
    expect(formatPrice(500, 'JPY')).toBe('500 ين ياباني');
    // ISO 4217 has no minor unit for the won and the Chilean peso (this text once read 5 KRW for 500).
    expect(formatPrice(500, 'KRW')).toBe('500 وون كوريا الجنوبية');
    expect(formatPrice(1_000, 'CLP')).toBe('1,000 بيزو تشيلي');
  });

  it('names every currency in Arabic from CLDR, not from a hand-kept list', () => {
    expect(formatPrice(1_000, 'SAR')).toBe('10 ريال سعودي');
    expect(formatPrice(1_000, 'USD')).toBe('10 دولار أمريكي');
    expect(formatPrice(1_000, 'EGP')).toBe('10 جنيه مصري');
    // A code CLDR does not know is shown as it is.
    expect(formatPrice(1_000, 'XQZ')).toBe('10 XQZ');
  });
});

describe('daysText', () => {
  it.each([
    [1, 'يوم واحد'],
    [2, 'يومين'],
    [3, '3 أيام'],
    [7, '7 أيام'],
    [11, '11 يوماً'],
    [30, '30 يوماً'],
    [100, '100 يوم'],
  ])('agrees %i days', (days, text) => {
    expect(daysText(days)).toBe(text);
  });
});
