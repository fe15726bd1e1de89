import { describe, expect, it } from 'vitest';
import { DEMO_CURRENCIES, DEMO_ITEMS, DEMO_PLANS, DEMO_SOURCES } from '../../seed';
import { fitReply, ReplyTooLongError, SMS_REPLY_MAX, withDigits, type SmsDigits } from './fit-reply';
import {
  alreadySubscribedReply,
  awaitingPaymentReply,
  chargeFailedReply,
  confirmedAwaitingChargeReply,
  helpReply,
  noPriceReply,
  notSubscribedReply,
  nothingToConfirmReply,
  offerReply,
  optInExpiredReply,
  optInReply,
  quoteTime,
  rateReply,
  minutesText,
  type OfferTerms,
  type QuotedRate,
} from './reply-text';

const longest = <T>(items: readonly T[], text: (item: T) => string) =>
  items.reduce((best, item) => (text(item).length > text(best).length ? item : best));

// The longest names of the seed, and numbers larger than any the seed publishes.
const currency = longest(DEMO_CURRENCIES, (item) => item.name);
const market = longest(DEMO_SOURCES, (item) => item.name).name;
const plan = longest(DEMO_PLANS, (item) => item.name);
const BIG = '9999999.99';
const offer: OfferTerms = {
  planName: plan.name,
  priceMinor: Math.max(...DEMO_PLANS.map((p) => p.priceMinor)),
  currency: 'YER',
  period: 'monthly',
};
const rates: QuotedRate[] = DEMO_CURRENCIES.map((item) => ({
  code: item.code,
  name: item.name,
  buy: BIG,
  sell: BIG,
}));
const gold = DEMO_ITEMS.filter((item) => item.category === 'gold').map((item) => ({
  name: item.name,
  buy: BIG,
  sell: BIG,
  value: null,
}));
const quote = { marketName: market, at: new Date('2026-11-26T11:05:00Z') };
const publicUrl = 'https://sarraf.example.com';

describe.each<SmsDigits>(['latin', 'arabic'])(
  'every keyword reply fits 134 characters (%s digits)',
  (digits) => {
    const settings = { shortCode: '4545', digits, timeZone: 'Asia/Aden' };
    const replies: Record<string, string> = {
      currency: rateReply({ kind: 'currency', rate: { ...rates[0]!, name: currency.name }, quote }, settings),
      currencySample: rateReply(
        { kind: 'currency', rate: { ...rates[0]!, name: currency.name }, quote },
        settings,
        offer,
      ),
      rates: rateReply({ kind: 'rates', rates, quote }, settings),
      ratesSample: rateReply({ kind: 'rates', rates, quote }, settings, offer),
      gold: rateReply({ kind: 'gold', prices: gold, quote }, settings),
      goldSample: rateReply({ kind: 'gold', prices: gold, quote }, settings, offer),
      noPrice: noPriceReply(settings),
      offer: offerReply(offer, settings),
      help: helpReply(offer, settings),
      helpWithoutPlan: helpReply(null, settings),
      optIn: optInReply(offer, 10, settings),
      alreadySubscribed: alreadySubscribedReply(plan.name, settings),
      awaitingPayment: awaitingPaymentReply(publicUrl, settings),
      optInExpired: optInExpiredReply(10, settings),
      nothingToConfirm: nothingToConfirmReply(settings),
      chargeFailed: chargeFailedReply(settings),
      confirmedAwaitingCharge: confirmedAwaitingChargeReply(settings),
      notSubscribed: notSubscribedReply(settings),
    };

    it.each(Object.entries(replies))('%s', (_, text) => {
      expect(text.length).toBeLessThanOrEqual(SMS_REPLY_MAX);
      expect(text).not.toMatch(digits === 'arabic' ? /[0-9]/ : /[\u0660-\u0669]/);
    });

    it('never cuts a number: every price shown is whole', () => {
      // The published value, with commas between thousands.
      const shown = withDigits('9,999,999.99', digits);
      for (const text of [
        replies.rates!,
        replies.ratesSample!,
        replies.goldSample!,
        replies.currencySample!,
      ]) {
        const numbers = text.match(/[\d\u0660-\u0669][\d\u0660-\u0669.٫,٬]*/g) ?? [];
        const prices = numbers.filter((n) => n.length >= 7);
        expect(prices.length).toBeGreaterThan(0);
        for (const number of prices) expect(number).toBe(shown);
      }
    });

    it('names the price, the period and how to stop in the confirmation', () => {
      expect(replies.optIn).toContain(withDigits('1,000 ريال يمني شهرياً', digits));
      expect(replies.optIn).toContain(withDigits('خلال 10 دقائق', digits));
      expect(replies.optIn).toContain('نعم');
      expect(replies.optIn).toContain('الغاء');
    });
  },
);

describe('quoteTime', () => {
  it("writes a quote's day and minute in the service's zone, not the server's", () => {
    // 22:30 UTC on 26 November is 01:30 on the 27th in Aden.
    const at = new Date('2026-11-26T22:30:00Z');
    expect(quoteTime(at, 'Asia/Aden')).toBe('27/11 01:30');
    expect(quoteTime(at, 'UTC')).toBe('26/11 22:30');
  });
});

describe('minutesText', () => {
  it.each([
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتين'],
    [10, '10 دقائق'],
    [15, '15 دقيقةً'],
    [100, '100 دقيقة'],
  ])('agrees %i minutes', (minutes, text) => {
    expect(minutesText(minutes)).toBe(text);
  });
});

describe('fitReply', () => {
  it('drops list items from the end and marks the cut', () => {
    const text = fitReply(
      [
        { kind: 'fixed', text: 'x'.repeat(10) },
        { kind: 'list', items: ['a'.repeat(5), 'b'.repeat(5), 'c'.repeat(5)], separator: ', ' },
      ],
      25,
    );
    expect(text).toBe(`${'x'.repeat(10)}aaaaa, bbbbb, …`);
  });

  it('shortens names by whole words before giving up, and refuses what cannot fit', () => {
    expect(
      fitReply(
        [
          { kind: 'name', text: 'سوق صنعاء المركزي' },
          { kind: 'fixed', text: ': 1' },
        ],
        13,
      ),
    ).toBe('سوق صنعاء…: 1');
    expect(() => fitReply([{ kind: 'fixed', text: 'x'.repeat(135) }])).toThrow(ReplyTooLongError);
  });

  it('writes Arabic-Indic digits with the Arabic decimal point', () => {
    expect(withDigits('USD 530.25/532 في 4545', 'arabic')).toBe('USD ٥٣٠٫٢٥/٥٣٢ في ٤٥٤٥');
  });
});
