import { describe, expect, it } from 'vitest';
import {
  howToStopText,
  MAX_SMS_CHARS,
  priceChangeText,
  receiptText,
  renewalReminderText,
  shortPlanName,
  trialEndingText,
  type ReminderContext,
} from './reminder-sms-text';

// The longest plan name the back office accepts (200 characters), and a long but real address.
const longest: ReminderContext = {
  planName: 'باقة صرّاف الذهبية الممتازة للأسعار والتنبيهات '.repeat(5).slice(0, 200),
  period: 'monthly',
  shortCode: '45450000000000000000',
  publicUrl: 'https://sarraf.example-operator.com.ye',
  timeZone: 'Asia/Aden',
};
const context: ReminderContext = { ...longest, planName: 'الباقة الشهرية', shortCode: '4545' };
const at = new Date('2025-05-10T21:30:00.000Z'); // 11 May in Aden

const every = (c: ReminderContext) => [
  priceChangeText(c, {
    fromMinor: 100_000,
    fromCurrency: 'YER',
    toMinor: 999_999_999,
    toCurrency: 'YER',
    effectiveFrom: at,
  }),
  renewalReminderText(c, { at, amountMinor: 999_999_999, currency: 'YER' }),
  trialEndingText(c, { at, amountMinor: 999_999_999, currency: 'YER' }),
  receiptText(c, { amountMinor: 999_999_999, currency: 'YER', nextRenewalAt: at, recovered: true }),
  howToStopText(c, { amountMinor: 999_999_999, currency: 'YER' }),
];

describe('price and reminder SMS', () => {
  it('fit four UCS-2 parts even with the longest plan name and price', () => {
    expect(longest.planName).toHaveLength(200);
    for (const text of every(longest)) expect([...text].length).toBeLessThanOrEqual(MAX_SMS_CHARS);
  });

  it('cut a long plan name with an ellipsis and keep a short one whole', () => {
    expect([...shortPlanName(longest.planName)]).toHaveLength(40);
    expect(shortPlanName(longest.planName).endsWith('…')).toBe(true);
    expect(shortPlanName('الباقة الشهرية')).toBe('الباقة الشهرية');
  });

  it('give the old price, the new price, the date and how to stop in a price notice', () => {
    const text = priceChangeText(context, {
      fromMinor: 100_000,
      fromCurrency: 'YER',
      toMinor: 120_000,
      toCurrency: 'YER',
      effectiveFrom: at,
    });
    expect(text).toContain('1,000 ريال يمني');
    expect(text).toContain('1,200 ريال يمني');
    expect(text.indexOf('1,000 ريال يمني')).toBeLessThan(text.indexOf('1,200 ريال يمني'));
    expect(text).toContain('2025-05-11');
    expect(text).toContain('الغاء');
    expect(text).toContain('4545');
    expect(text).toContain('https://sarraf.example-operator.com.ye');
  });

  it('state the price that will be charged and the day in a renewal or trial reminder', () => {
    for (const text of [
      renewalReminderText(context, { at, amountMinor: 120_000, currency: 'YER' }),
      trialEndingText(context, { at, amountMinor: 120_000, currency: 'YER' }),
    ]) {
      expect(text).toContain('1,200 ريال يمني');
      expect(text).toContain('2025-05-11');
      expect(text).toContain('الغاء');
    }
  });

  it("name the day of the service's zone, whatever the server's", () => {
    // 21:30 UTC on 10 May: already the 11th in Aden, still the 10th with TIME_ZONE=UTC.
    const reminder = (timeZone: string) =>
      renewalReminderText({ ...context, timeZone }, { at, amountMinor: 120_000, currency: 'YER' });
    expect(reminder('Asia/Aden')).toContain('2025-05-11');
    expect(reminder('UTC')).toContain('2025-05-10');
    expect(reminder('UTC')).not.toContain('2025-05-11');
  });

  it('are all Arabic and all say how to stop for free', () => {
    for (const text of every(context)) {
      expect(text).toMatch(/[\u0600-\u06FF]{3}/);
      expect(text).toContain('الغاء إلى 4545 مجاناً');
    }
  });
});
