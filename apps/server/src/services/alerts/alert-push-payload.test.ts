import { describe, expect, it } from 'vitest';
import { alertPushPayload, currencyScreenPath } from './alert-push-payload';
import type { AlertSmsFacts } from './alert-sms-text';

const facts = (over: Partial<AlertSmsFacts> = {}): AlertSmsFacts => ({
  condition: 'above',
  side: 'buy',
  currencyName: 'دولار أمريكي',
  currencyCode: 'USD',
  sourceName: 'سوق صنعاء',
  value: '530.000000',
  rate: '531.500000',
  ...over,
});

describe('alertPushPayload', () => {
  it('names the currency, side, rate, market and threshold in Arabic', () => {
    expect(alertPushPayload(facts(), '/client/category/details/3')).toEqual({
      title: 'صرّاف: تنبيه دولار أمريكي',
      body: 'سعر شراء دولار أمريكي (USD) 531.5 في سوق صنعاء: بلغ أو تجاوز 530',
      url: '/client/category/details/3',
    });
  });

  it('says a fall below and a day move in words', () => {
    expect(alertPushPayload(facts({ condition: 'below', side: 'sell' }), '/x').body).toBe(
      'سعر بيع دولار أمريكي (USD) 531.5 في سوق صنعاء: بلغ أو نزل عن 530',
    );
    expect(alertPushPayload(facts({ condition: 'move', movePercent: '-2.50' }), '/x').body).toMatch(
      /تغيّر -2.50% اليوم$/,
    );
    expect(alertPushPayload(facts({ condition: 'move', movePercent: '1.25' }), '/x').body).toMatch(
      /تغيّر \+1.25% اليوم$/,
    );
  });
});

describe('currencyScreenPath', () => {
  it("opens the currency's item screen, else the notification list", () => {
    expect(currencyScreenPath(7)).toBe('/client/category/details/7');
    expect(currencyScreenPath(null)).toBe('/client/alerts/notifications');
  });
});
